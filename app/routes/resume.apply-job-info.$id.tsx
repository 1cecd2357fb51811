import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from '#contracts/zod';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { APPLICATION_STATUS_COLORS, applicationStatusLabel } from '~/features/applications/application-labels';
import { applicationTimeline } from '~/features/applications/application-timeline';
import { seekerInterviewAction } from '~/features/interviews/interview-actions.server';
import { isInterviewReply } from '~/features/interviews/interview-card';
import { SeekerInterviews } from '~/features/interviews/seeker-interviews';
import { seekerTrialShiftAction } from '~/features/trial-shifts/trial-shift-actions.server';
import { isTrialShiftReply } from '~/features/trial-shifts/trial-shift-card';
import { SeekerTrialShifts } from '~/features/trial-shifts/seeker-trial-shifts';
import { formErrorOf } from '~/forms/action-result';
import { buttonFormResponse, readButtonForm } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';
import { seenThread } from '~/features/threads/thread.server';
import { threadPath } from '~/features/threads/thread';
import { ThreadPanel } from '~/features/threads/thread-panel';
import { loadApi, callApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('지원 내역'), { name: 'robots', content: 'noindex, nofollow' }];

const idOf = (value: string | undefined) => (/^\d{1,12}$/.test(value ?? '') ? value! : '0');

/**
 * The application as the seeker follows it, its thread read on opening; `now` is the clock the page
 * reads 면접 시작 and the trial shift's start and end by.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const id = idOf(params.id);
  const detail = await loadApi(request, (api) => api.my.applications[':id'].$get({ param: { id } }));
  return json({ ...detail, thread: await seenThread(request, 'applicant', id, detail.thread), now: Date.now() });
}

const cancelSchema = z.object({ intent: z.literal('cancel-application', { error: '요청을 처리할 수 없습니다.' }) });

/** The interview and trial shift forms (features/interviews, features/trial-shifts), else 지원 취소, which the api allows until the company opens it. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const id = idOf(params.id);
  const interviewReply = await seekerInterviewAction(request, id);
  if (interviewReply) return interviewReply;
  const trialShiftReply = await seekerTrialShiftAction(request, id);
  if (trialShiftReply) return trialShiftReply;
  const read = await readButtonForm(request, cancelSchema);
  if (read.refused) return read.refused;
  const result = await callApi(request, (api) => api.my.applications[':id'].cancel.$post({ param: { id } }));
  return buttonFormResponse(read.submission, result, {
    to: `/resume/apply-job-info/${id}`,
    message: '지원을 취소했습니다.',
  });
}

export default function ApplicationPage() {
  const { application, interviews, trialShifts, thread, now } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  // an interview's or a trial shift's form says its own refusal in place
  const pageReply = isInterviewReply(reply) || isTrialShiftReply(reply) ? undefined : reply;
  useActionToast(pageReply);
  const refusal = formErrorOf(pageReply);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/resume/apply-job-info" size="sm">
        ← 지원한 회사
      </Anchor>
      <Stack gap={6}>
        <Group gap={8}>
          <Badge color={APPLICATION_STATUS_COLORS[application.status]} variant="filled" size="lg">
            {applicationStatusLabel(application.status)}
          </Badge>
          <Text size="sm" fw={600}>
            {application.companyName}
          </Text>
        </Group>
        <Title order={1} size="h2">
          {application.jobInfoTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {applicationTimeline(application)}
        </Text>
        <Text size="sm" c="dimmed">
          제출한 이력서: {application.resumeTitle}
          {application.destroyed ? ' (보관 기간이 지나 파기됨)' : ''}
        </Text>
        <Anchor component={Link} to={`/info/job-info/${application.jobInfoId}`} size="sm">
          공고 보기
        </Anchor>
      </Stack>
      <NoScriptAlert toast={refusal ? { id: 'application-error', type: 'error', message: refusal } : null} />
      {application.cancellable ? (
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(`'${application.jobInfoTitle}' 지원을 취소할까요?`)) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="cancel-application" />
          <Button type="submit" variant="default" c="red" w={{ base: '100%', xs: 'auto' }}>
            지원 취소
          </Button>
          <Text size="xs" c="dimmed" mt={4}>
            {application.status === 'applied'
              ? '기업이 지원서를 열람하기 전까지 취소할 수 있습니다.'
              : '지원하고 14일이 지나도록 기업의 답이 없어 지원을 거둘 수 있습니다.'}
          </Text>
        </Form>
      ) : null}
      <SeekerInterviews interviews={interviews} now={now} />
      <SeekerTrialShifts trialShifts={trialShifts} now={now} />
      <ThreadPanel
        thread={thread}
        action={threadPath('applicant', application.id)}
        poll={threadPath('applicant', application.id)}
        side="applicant"
      />
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
