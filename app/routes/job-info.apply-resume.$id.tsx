import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Container } from '@mantine/core/esm/components/Container/Container';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { APPLICATION_DECISIONS } from '#contracts/enumerations';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ResumeByline, ResumeContacts, ResumeSections } from '~/features/resumes/resume-detail';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { readDecision } from '~/features/applications/applicants.server';
import { companyInterviewAction } from '~/features/interviews/interview-actions.server';
import { isInterviewReply } from '~/features/interviews/interview-card';
import { CompanyInterviews } from '~/features/interviews/company-interviews';
import { companyTrialShiftAction } from '~/features/trial-shifts/trial-shift-actions.server';
import { isTrialShiftReply } from '~/features/trial-shifts/trial-shift-card';
import { CompanyTrialShifts } from '~/features/trial-shifts/company-trial-shifts';
import { proposalDefaults } from '~/features/trial-shifts/proposal-defaults.server';
import { APPLICATION_STATUS_COLORS, applicationStatusLabel } from '~/features/applications/application-labels';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';
import { buttonFormResponse } from '~/forms/row-actions.server';
import { useActionResult } from '~/forms/use-action-result';
import { seenThread } from '~/features/threads/thread.server';
import { threadPath } from '~/features/threads/thread';
import { ThreadPanel } from '~/features/threads/thread-panel';

export const meta: MetaFunction = () => [...pageMeta('지원서'), { name: 'robots', content: 'noindex, nofollow' }];

const idOf = (value: string | undefined) => (/^\d{1,12}$/.test(value ?? '') ? value! : '0');

/**
 * Opening it is what tells the applicant 열람: the api records it on this read; the thread is read
 * too. `now` is the clock 면접 시작 and the trial shift's start and end are read by; the posting
 * gives the trial shift proposal its 근무지 and pay.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const id = idOf(params.id);
  const now = Date.now();
  const opened = await loadApi(request, (api) => api.my.applicants[':id'].$get({ param: { id } }));
  const [thread, trialShiftDefaults] = await Promise.all([
    seenThread(request, 'company', id, opened.thread),
    proposalDefaults(request, opened.application.jobInfoId, now),
  ]);
  return json({ ...opened, thread, trialShiftDefaults, now });
}

const DECIDED = { passed: '서류합격으로 표시했습니다. 지원자에게 바로 보입니다.', failed: '불합격으로 표시했습니다.' };

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const id = idOf(params.id);
  const interviewReply = await companyInterviewAction(request, id);
  if (interviewReply) return interviewReply;
  const trialShiftReply = await companyTrialShiftAction(request, id);
  if (trialShiftReply) return trialShiftReply;
  const read = await readDecision(request);
  if (read.refused) return read.refused;
  const { submission, values } = read;
  const result = await callApi(request, (api) => api.my.applicants[':id'].status.$put({ param: { id }, json: values }));
  return buttonFormResponse(submission, result, {
    to: `/job-info/apply-resume/${id}`,
    message: DECIDED[values.status],
  });
}

const DECISION_LABELS = { passed: '서류합격', failed: '불합격' } as const;

export default function ApplicationPage() {
  const { application, resume, interviews, trialShifts, trialShiftDefaults, thread, now } =
    useLoaderData<typeof loader>();
  const reply = useActionResult();
  // an interview's or a trial shift's form says its own refusal in place
  const pageReply = isInterviewReply(reply) || isTrialShiftReply(reply) ? undefined : reply;
  useActionToast(pageReply);
  const refusal = formErrorOf(pageReply);
  const busy = useNavigation().state === 'submitting';
  return (
    <Container size="md" px={0}>
      <Stack gap="sm" mb="md">
        <Anchor component={Link} to={`/job-info/apply-resume?jobInfoId=${application.jobInfoId}`} size="sm">
          ← {application.jobInfoTitle} 지원자 목록
        </Anchor>
        <Group gap={8}>
          <Badge color={APPLICATION_STATUS_COLORS[application.status]} variant="filled" size="lg">
            {applicationStatusLabel(application.status)}
          </Badge>
          <Text size="sm" c="dimmed">
            지원 {formatDateTime(application.appliedAt)}
            {application.decidedAt ? ` · 결과 ${formatDateTime(application.decidedAt)}` : ''}
          </Text>
        </Group>
        <Title order={1} size="h2">
          {application.resumeTitle}
        </Title>
      </Stack>

      <NoScriptAlert toast={refusal ? { id: 'decision-error', type: 'error', message: refusal } : null} />
      <Form method="post">
        <Group gap="sm" mb="lg">
          <Text fw={700}>서류 결과</Text>
          {APPLICATION_DECISIONS.map((status) => (
            <Button
              key={status}
              type="submit"
              name="status"
              value={status}
              variant={application.status === status ? 'filled' : 'default'}
              color={status === 'passed' ? 'green' : 'red'}
              aria-pressed={application.status === status}
              disabled={busy}
            >
              {DECISION_LABELS[status]}
            </Button>
          ))}
        </Group>
      </Form>

      <CompanyInterviews application={application} interviews={interviews} now={now} />

      <CompanyTrialShifts application={application} trialShifts={trialShifts} defaults={trialShiftDefaults} now={now} />

      <ThreadPanel
        thread={thread}
        action={threadPath('company', application.id)}
        poll={threadPath('company', application.id)}
        side="company"
      />

      {resume ? (
        <article>
          <Group gap={8} mb="sm">
            <ResumeByline resume={resume} />
          </Group>
          <ResumeSections
            resume={resume}
            contacts={
              <>
                <Text size="sm" c="dimmed" mb="xs">
                  귀사 공고에 제출된 이력서라 열람권 없이 연락처가 보입니다. 채용 목적으로만 사용해주세요.
                </Text>
                <ResumeContacts resume={resume} />
              </>
            }
          />
        </article>
      ) : (
        <Alert color="gray" variant="light" title="파기된 지원서">
          채용이 끝나고 보관 기간이 지나 제출된 이력서를 파기했습니다(채용절차법). 지원 기록만 남아 있습니다.
        </Alert>
      )}
    </Container>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
