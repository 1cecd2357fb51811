import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Container } from '@mantine/core/esm/components/Container/Container';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { type AttendanceLink, INTERVIEW_KINDS } from '#contracts/interview';
import { koreanDateTime } from '#contracts/korea-time';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { ActionResult } from '~/forms/action-result';
import { callApi } from '~/utils/api.server';
import { pageMeta } from '~/utils/meta';

/**
 * 참석 확인: the link of the seeker's day-before mail. A mailed link's page: its answer changes once
 * used, so no browser keeps it, and no page it leads to learns its address.
 */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

export const meta: MetaFunction = () => [...pageMeta('면접 참석 확인'), { name: 'robots', content: 'noindex' }];

type Refusal = { code: string; message: string };

/** Shows the interview and changes nothing: mail scanners open every link of a mail. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const res = await callApi(request, (api) => api.interviews.attend[':token'].$get({ param: { token } }));
  if (res.ok) return json({ interview: res.data, refusal: null });
  const refusal: Refusal = { code: res.error.code, message: res.error.message };
  return json({ interview: null, refusal }, { status: res.status });
}

/** The page's one button: the 참석 확인 itself, by the token in the address. */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? '';
  const res = await callApi(request, (api) => api.interviews.attend.$post({ json: { token } }));
  if (res.ok)
    return json<ActionResult & { message: string; refusal: null }>({ status: 'success', ...res.data, refusal: null });
  const refusal: Refusal = { code: res.error.code, message: res.error.message };
  return json<ActionResult & { refusal: Refusal }>({ status: 'error', refusal }, { status: res.status });
}

function Interview({ interview }: { interview: AttendanceLink }) {
  return (
    <dl>
      <Text component="dt" fw={700}>
        기업
      </Text>
      <Text component="dd">{interview.companyName}</Text>
      <Text component="dt" fw={700}>
        공고
      </Text>
      <Text component="dd">{interview.jobInfoTitle}</Text>
      <Text component="dt" fw={700}>
        일시
      </Text>
      <Text component="dd">
        {koreanDateTime(interview.startsAt)} ({interview.minutes}분)
      </Text>
      <Text component="dt" fw={700}>
        방식
      </Text>
      <Text component="dd">{INTERVIEW_KINDS[interview.kind]}</Text>
    </dl>
  );
}

export default function AttendancePage() {
  const { interview, refusal: linkRefusal } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const refusal = done?.refusal ?? linkRefusal;
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>면접 참석 확인</Title>
        {done && !done.refusal ? (
          <Alert color="green" role="status" w="100%">
            {done.message}
          </Alert>
        ) : refusal ? (
          <div role="alert" className="page-alert page-alert-error">
            {refusal.message}
          </div>
        ) : null}
        {interview ? <Interview interview={interview} /> : null}
        {interview && !done && !interview.attendanceConfirmedAt ? (
          <>
            <Text>면접에 참석하실 수 있으면 아래 버튼을 눌러 기업에 알려주세요.</Text>
            <Form method="post">
              <Button type="submit">참석 확인</Button>
            </Form>
          </>
        ) : interview && !done ? (
          <Text>이미 참석을 확인하셨습니다. 면접 시간을 잊지 마세요.</Text>
        ) : null}
        <Text size="sm" c="dimmed">
          참석이 어렵거나 일정을 바꾸시려면{' '}
          <Anchor component={Link} to="/resume/apply-job-info" underline="always" inherit>
            지원 내역
          </Anchor>
          에서 로그인한 뒤 면접을 취소해주세요.
        </Text>
      </Stack>
    </Container>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
