import { getFormProps, getSelectProps } from '@conform-to/react';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { NativeSelect } from '~/forms/native-select';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { type BannerInquiry, bannerInquiryStatusSchema } from '#contracts/customer-centre';
import { z } from '#contracts/zod';
import { BANNER_INQUIRY_STATUSES, BANNER_SLOTS, type BannerInquiryStatus, codes } from '#contracts/enumerations';
import { Field, FilterLinks, replyFor } from '~/features/admin/admin-forms';
import { PageLinks } from '~/features/listing/page-links';
import { useSchemaForm } from '~/forms/schema-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { adminAction, adminIntent, filterOf, listQuery } from '~/features/admin/admin.server';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('배너광고 문의 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  const status = filterOf(params, 'status', codes(BANNER_INQUIRY_STATUSES));
  const query = listQuery({ status, page: pageOf(params) });
  const inquiries = await loadApi(request, (api) => api.admin['banner-inquiries'].$get({ query }));
  return json({ ...inquiries, status });
}

/** 처리 상태: the body of the api's status route. */
const statusFormSchema = z.object({ status: bannerInquiryStatusSchema });

export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    status: adminIntent({
      row: true,
      fields: statusFormSchema,
      call: (api, { id, value: json }) => api.admin['banner-inquiries'][':id'].status.$post({ param: { id }, json }),
      done: '처리 상태를 바꿨습니다.',
    }),
  });

const STATUS_COLORS: Record<BannerInquiryStatus, string> = { new: 'orange', contacted: 'blue', done: 'gray' };
const VIEWS: [string, string][] = [['', '전체'], ...Object.entries(BANNER_INQUIRY_STATUSES)];
const STATUS_OPTIONS = Object.entries(BANNER_INQUIRY_STATUSES).map(([value, label]) => ({ value, label }));

/** An inquiry's 처리 상태: a choice and its button. */
function StatusForm({ inquiry, lastResult }: { inquiry: BannerInquiry; lastResult: ActionResult | undefined }) {
  const [form, fields] = useSchemaForm(statusFormSchema, {
    id: `status-${inquiry.id}`,
    lastResult,
    defaultValue: { status: inquiry.status },
  });
  const { key, ...status } = getSelectProps(fields.status, { ariaAttributes: false });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="id" value={inquiry.id} />
      <Group gap={6} mt="sm" align="flex-end">
        <NativeSelect
          key={key}
          {...status}
          label="처리 상태"
          size="xs"
          data={STATUS_OPTIONS}
          error={fields.status.errors?.[0]}
          w={140}
        />
        <Button type="submit" name="intent" value="status" size="compact-sm" variant="default">
          상태 변경
        </Button>
      </Group>
    </Form>
  );
}

export default function AdminBanners() {
  const { items, total, page, pageSize, status } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const error = formErrorOf(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        배너광고 문의
      </Title>
      <FilterLinks label="처리 상태" name="status" options={VIEWS} current={status} />
      <NoScriptAlert toast={error ? { id: 'admin-banners-error', type: 'error', message: error } : null} />
      <Text size="sm" c="dimmed">
        {total}건 · 새로 접수된 문의가 먼저 보입니다. 담당자에게 연락한 뒤 상태를 바꿔 두세요.
      </Text>
      {items.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((inquiry) => (
            <Paper component="li" key={inquiry.id} withBorder p="md" radius="md">
              <Group gap={6} mb="xs">
                <Badge color={STATUS_COLORS[inquiry.status]} variant="light">
                  {BANNER_INQUIRY_STATUSES[inquiry.status]}
                </Badge>
                <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {inquiry.company}
                </Title>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
                <Field label="담당자">{inquiry.contactName}</Field>
                <Field label="연락처">
                  <Anchor href={`tel:${inquiry.phone}`} inherit>
                    {inquiry.phone}
                  </Anchor>
                </Field>
                <Field label="이메일">
                  <Anchor href={`mailto:${inquiry.email}`} inherit>
                    {inquiry.email}
                  </Anchor>
                </Field>
                <Field label="접수일시">{formatDateTime(inquiry.createdAt)}</Field>
                <Field label="희망 위치">{BANNER_SLOTS[inquiry.slot]}</Field>
                <Field label="희망 기간">{inquiry.period}</Field>
                <Field label="예산">{inquiry.budget ?? '-'}</Field>
              </SimpleGrid>
              {inquiry.message ? (
                <Stack mt="xs" gap={0}>
                  <Field label="문의 내용">{inquiry.message}</Field>
                </Stack>
              ) : null}
              <StatusForm key={inquiry.updatedAt} inquiry={inquiry} lastResult={replyFor(data, 'status', inquiry.id)} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text size="sm">배너광고 문의가 없습니다.</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
