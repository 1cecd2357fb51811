import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { List } from '@mantine/core/esm/components/List/List';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { REPORT_REASONS } from '#contracts/enumerations';
import { type Image, type ImagePurpose, imagePath, imageWidths } from '#contracts/image';
import { PICTURE_REMOVAL_REASON_MAX, pictureRemovalBodySchema, reasonBodySchema } from '#contracts/moderation';
import { EditPanel, FilterLinks, ReasonForm, replyFor } from '~/features/admin/admin-forms';
import { PageLinks } from '~/features/listing/page-links';
import { RowAction } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { adminAction, adminIntent, filterOf, listQuery } from '~/features/admin/admin.server';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('공고 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  // 신고된 공고 is the api's default view, and this page's.
  const view = filterOf(params, 'view', ['hidden', 'all']);
  const query = listQuery({ view, page: pageOf(params) });
  const jobInfos = await loadApi(request, (api) => api.admin['job-infos'].$get({ query }));
  const items = jobInfos.items.map(({ companyLogo, photos, ...jobInfo }) => ({
    ...jobInfo,
    pictures: [
      ...(companyLogo ? [thumbnail(companyLogo, 'logo', `${jobInfo.companyName} 로고`, '로고')] : []),
      ...photos.map((photo, i) => thumbnail(photo, 'job-info-photo', photo.alt, `사진 ${i + 1}`)),
    ],
  }));
  // the limit comes from the loader so the page's script carries no validator
  return json({ ...jobInfos, items, view, pictureReasonMax: PICTURE_REMOVAL_REASON_MAX });
}

/** A picture as the operator sees it: its smallest JPEG, enough to judge it. */
function thumbnail(image: Image, purpose: ImagePurpose, alt: string, label: string) {
  const width = imageWidths(image, purpose)[0]!;
  return {
    id: image.id,
    src: imagePath(image.key, width, 'jpeg'),
    width,
    height: Math.max(1, Math.round((image.height * width) / image.width)),
    alt,
    label,
  };
}

// The toasts are the api's own messages: 숨김 says the company sees the reason.
export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    hide: adminIntent({
      row: true,
      fields: reasonBodySchema,
      call: (api, { id, value: json }) => api.admin['job-infos'][':id'].hide.$post({ param: { id }, json }),
    }),
    dismiss: adminIntent({
      row: true,
      call: (api, { id }) => api.admin['job-infos'][':id']['dismiss-reports'].$post({ param: { id } }),
    }),
    restore: adminIntent({
      row: true,
      call: (api, { id }) => api.admin['job-infos'][':id'].restore.$post({ param: { id }, json: {} }),
    }),
    'remove-image': adminIntent({
      row: true,
      fields: pictureRemovalBodySchema,
      call: (api, { id, value: json }) => api.admin.images[':id'].remove.$post({ param: { id }, json }),
    }),
  });

const VIEWS: [string, string][] = [
  ['', '신고된 공고'],
  ['hidden', '숨긴 공고'],
  ['all', '전체'],
];

const STATUSES: Record<string, { label: string; color: string }> = {
  draft: { label: '작성중', color: 'gray' },
  published: { label: '게재', color: 'green' },
  closed: { label: '마감', color: 'dark' },
  hidden: { label: '숨김', color: 'red' },
};

const EMPTY: Record<string, string> = {
  '': '신고된 공고가 없습니다.',
  hidden: '숨긴 공고가 없습니다.',
  all: '공고가 없습니다.',
};

/** A logo or photo of a posting: its thumbnail and, folded away, the form that takes it down. */
function RemovablePicture({
  picture,
  lastResult,
  reasonMax,
}: {
  picture: ReturnType<typeof thumbnail>;
  lastResult: ActionResult | undefined;
  reasonMax: number;
}) {
  return (
    <Stack component="li" gap={4} miw={120}>
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        style={{ width: 120, height: 'auto', borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}
      />
      <Text size="xs" c="dimmed">
        {picture.label}
      </Text>
      <EditPanel open={!!lastResult} label="내리기">
        <ReasonForm
          id={picture.id}
          intent="remove-image"
          label={`${picture.label} 내리는 사유 (올린 회원에게 보입니다)`}
          button={`${picture.label} 내리기`}
          schema={pictureRemovalBodySchema}
          lastResult={lastResult}
          width={160}
          maxLength={reasonMax}
        />
      </EditPanel>
    </Stack>
  );
}

export default function AdminJobInfos() {
  const { items, total, page, pageSize, view, pictureReasonMax } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const error = formErrorOf(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        공고 관리
      </Title>
      <FilterLinks label="공고 보기" name="view" options={VIEWS} current={view} />
      <NoScriptAlert toast={error ? { id: 'admin-job-infos-error', type: 'error', message: error } : null} />
      <Text size="sm" c="dimmed">
        {total}건 · 처리하지 않은 신고가 많은 공고가 먼저 보입니다. 숨긴 공고는 목록과 검색에서 빠지고, 기업은 숨김
        사유를 봅니다.
      </Text>
      {items.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((jobInfo) => {
            const hidden = jobInfo.status === 'hidden';
            const status = STATUSES[jobInfo.status] ?? { label: jobInfo.status, color: 'gray' };
            return (
              <Paper component="li" key={jobInfo.id} withBorder p="md" radius="md">
                <Group gap={6} mb={4}>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                  {jobInfo.openReports ? (
                    <Badge color="red" variant="filled">
                      신고 {jobInfo.openReports}건
                    </Badge>
                  ) : null}
                </Group>
                <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  <Anchor component={Link} to={`/info/job-info/${jobInfo.id}`} inherit>
                    {jobInfo.title}
                  </Anchor>
                </Title>
                <Group gap={6} mt={4}>
                  <Text size="sm">{jobInfo.companyName}</Text>
                  {jobInfo.companyVerified ? (
                    <Badge color="blue" variant="light" size="sm">
                      인증
                    </Badge>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    · 수정 {formatDateTime(jobInfo.updatedAt)}
                  </Text>
                </Group>
                {jobInfo.pictures.length ? (
                  <Group component="ul" gap="md" mt="sm" p={0} align="flex-start" style={{ listStyle: 'none' }}>
                    {jobInfo.pictures.map((picture) => (
                      <RemovablePicture
                        key={picture.id}
                        picture={picture}
                        lastResult={replyFor(data, 'remove-image', picture.id)}
                        reasonMax={pictureReasonMax}
                      />
                    ))}
                  </Group>
                ) : null}
                {hidden && jobInfo.hiddenReason ? (
                  <Text size="sm" c="red" mt={4}>
                    숨김 사유: {jobInfo.hiddenReason}
                  </Text>
                ) : null}

                {jobInfo.reports.length ? (
                  <List size="sm" mt="sm" spacing={4} aria-label="신고 내역">
                    {jobInfo.reports.map((report) => (
                      <List.Item key={report.id}>
                        <Text span size="sm" fw={600}>
                          {REPORT_REASONS[report.reason]}
                        </Text>
                        <Text span size="sm" c="dimmed">
                          {' '}
                          · {report.reporter} · {formatDateTime(report.createdAt)}
                        </Text>
                        {report.resolved ? (
                          <Badge color="gray" variant="light" size="xs" ml={6}>
                            처리됨
                          </Badge>
                        ) : null}
                        {report.text ? (
                          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                            {report.text}
                          </Text>
                        ) : null}
                      </List.Item>
                    ))}
                  </List>
                ) : null}

                <Group gap="sm" mt="sm" align="flex-end">
                  {hidden ? (
                    <RowAction id={jobInfo.id} intent="restore">
                      되돌리기
                    </RowAction>
                  ) : (
                    <ReasonForm
                      id={jobInfo.id}
                      intent="hide"
                      label="숨김 사유 (기업에게 보입니다)"
                      button="숨기기"
                      schema={reasonBodySchema}
                      lastResult={replyFor(data, 'hide', jobInfo.id)}
                      width={{ base: 200, sm: 300 }}
                      maxLength={500}
                    />
                  )}
                  {jobInfo.openReports ? (
                    <RowAction id={jobInfo.id} intent="dismiss">
                      신고 기각
                    </RowAction>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm">{EMPTY[view]}</Text>
      )}
      <PageLinks page={page} total={total} pageSize={pageSize} />
    </Stack>
  );
}
