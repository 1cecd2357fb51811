import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Container } from '@mantine/core/esm/components/Container/Container';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { type AttendanceView, confirmAttendance, lookUpAttendance } from '~/features/applications/attendance.server';
import { pageMeta } from '~/utils/meta';
import { ThemeProvider } from '~/theme-provider';

/**
 * 참석 확인: the link of the seeker's day-before mail. A mailed link's page: its answer changes once
 * used, so no browser keeps it, and no page it leads to learns its address.
 */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

export const meta: MetaFunction = () => [...pageMeta('면접 참석 확인'), { name: 'robots', content: 'noindex' }];

/** Shows the interview and changes nothing: mail scanners open every link of a mail. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return lookUpAttendance(request, params.token ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  return confirmAttendance(request, params.token ?? '');
}

function Interview({ interview }: { interview: AttendanceView }) {
  const rows: [string, string][] = [
    ['기업', interview.companyName],
    ['공고', interview.jobInfoTitle],
    ['일시', interview.when],
    ['방식', interview.kind],
  ];
  return (
    <dl>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fw={700} span>
            {label}
          </Text>{' '}
          <Text component="dd" span>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

export default function AttendancePage() {
  const { interview, refusal: linkRefusal } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const refusal = done?.refusal ?? linkRefusal;
  return (
    <ThemeProvider>
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
          {interview && !done && !interview.confirmed ? (
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
    </ThemeProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
