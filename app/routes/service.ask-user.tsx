import { getFormProps } from '@conform-to/react';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { Inquiry } from '#contracts/customer-centre';
import { INQUIRY_CATEGORIES, INQUIRY_LIMITS } from '#contracts/enumerations';
import { useContractForm } from '~/forms/contract-form';
import classes from '~/features/listing/listing.module.css';
import { PageLinks } from '~/features/listing/page-links';
import { PlainSelect, PlainTextarea, PlainTextField } from '~/forms/plain-fields';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { loadApi } from '~/utils/api.server';
import { getUser, requireUser } from '~/utils/auth.server';
import { askInquiry } from '~/features/customer-centre/customer-centre.server';
import { formatDateTime } from '~/utils/format';
import { pageOf } from '~/features/listing/list-query';
import { pageMeta } from '~/utils/meta';
import { loginPath } from '~/utils/redirect';
import { selectData } from '~/forms/select-options';

export const meta: MetaFunction = () => [...pageMeta('1:1 문의'), { name: 'robots', content: 'noindex' }];

/** A visitor learns what 1:1 문의 is and how to sign in for it; a member sees the form and their inquiries. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getUser(request))) {
    return json({ signedIn: false as const, loginHref: loginPath('/service/ask-user') });
  }
  const page = pageOf(new URL(request.url).searchParams);
  const inquiries = await loadApi(request, (api) => api.my.inquiries.$get({ query: { page: String(page) } }));
  return json({ signedIn: true as const, ...inquiries });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  return askInquiry(request);
}

const loadValidator = () =>
  import('~/features/customer-centre/customer-centre.schema').then((module) => module.validateInquiry);

const CATEGORY_OPTIONS = selectData(INQUIRY_CATEGORIES);

function InquiryItem({ inquiry }: { inquiry: Inquiry }) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group gap={6} mb={4}>
        <Badge color={inquiry.answer ? 'green' : 'gray'} variant="filled">
          {inquiry.answer ? '답변 완료' : '답변 대기'}
        </Badge>
        <Text size="sm" c="dimmed">
          [{INQUIRY_CATEGORIES[inquiry.category]}] {formatDateTime(inquiry.createdAt)}
        </Text>
      </Group>
      <details open={!!inquiry.answer}>
        <summary>
          <Text span fw={700}>
            {inquiry.title}
          </Text>
        </summary>
        <p className={classes.prose}>{inquiry.body}</p>
        {inquiry.answer ? (
          <div className="inquiry-answer">
            <Text size="sm" fw={700}>
              운영자 답변 · {formatDateTime(inquiry.answeredAt!)}
            </Text>
            <p className={classes.prose}>{inquiry.answer}</p>
          </div>
        ) : null}
      </details>
    </Paper>
  );
}

function AskUserIntro({ loginHref }: { loginHref: string }) {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        1:1 문의
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>
            자주 묻는 질문에서 답을 찾지 못하셨다면 운영자에게 직접 물어보세요. 남긴 문의와 답변은 회원님만 볼 수 있고,
            답변이 등록되면 이 화면에서 확인할 수 있습니다.
          </Text>
          <Text size="sm" c="dimmed">
            문의 분류: {Object.values(INQUIRY_CATEGORIES).join(' · ')}
          </Text>
          <Text>1:1 문의는 로그인한 회원만 남길 수 있습니다.</Text>
          <Group>
            <Button component={Link} to={loginHref}>
              로그인하고 문의하기
            </Button>
            <Button component={Link} to="/register" variant="outline">
              회원가입
            </Button>
            <Button component={Link} to="/service/question" variant="subtle">
              자주 묻는 질문 보기
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

export default function AskUser() {
  const data = useLoaderData<typeof loader>();
  return data.signedIn ? <MyInquiries {...data} /> : <AskUserIntro loginHref={data.loginHref} />;
}

/** A member's page: the form and their inquiries. */
type InquiryPage = Extract<SerializeFrom<typeof loader>, { signedIn: true }>;

function MyInquiries({ items, total, page, pageSize }: InquiryPage) {
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const [form, fields] = useContractForm(loadValidator, lastResult);
  const formError = formErrorOf(lastResult);
  const busy = useNavigation().state === 'submitting';
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        1:1 문의
      </Title>
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <NoScriptAlert toast={formError ? { id: 'inquiry-error', type: 'error', message: formError } : null} />
          <div style={{ maxWidth: 240 }}>
            <PlainSelect field={fields.category} label="분류" options={CATEGORY_OPTIONS} required />
          </div>
          <PlainTextField field={fields.title} label="제목" maxLength={INQUIRY_LIMITS.title} required />
          <PlainTextarea
            field={fields.body}
            label="문의 내용"
            description={`${INQUIRY_LIMITS.bodyMin}자 이상 ${INQUIRY_LIMITS.body}자 이하. 주문번호나 공고 제목을 함께 적어주시면 빨리 확인할 수 있습니다.`}
            maxLength={INQUIRY_LIMITS.body}
            rows={5}
            required
          />
          <Group>
            <Button type="submit" loading={busy}>
              문의 남기기
            </Button>
          </Group>
        </Stack>
      </Form>

      <Stack gap="sm">
        <Title order={2} size="h3">
          내 문의 {total ? `(${total}건)` : ''}
        </Title>
        {items.length ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((inquiry) => (
              <InquiryItem key={inquiry.id} inquiry={inquiry} />
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">남긴 문의가 없습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다.</Text>
        )}
        <PageLinks page={page} total={total} pageSize={pageSize} />
      </Stack>
    </Stack>
  );
}
