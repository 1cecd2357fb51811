import { getFormProps } from '@conform-to/react';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Radio } from '@mantine/core/esm/components/Radio/Radio';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Form } from '@remix-run/react';
import type { ApplicationSummary } from '#contracts/application';
import { INTERVIEW_KINDS, INTERVIEW_LIMITS, type Interview, type ProposeInterviewBody } from '#contracts/interview';
import { CalendarLink, InterviewCard, replyTo } from './interview-card';
import { CancelInterviewForm, InterviewHidden, MorePanel, SubmitButton, useSubmitting } from './interview-forms';
import { hasStarted } from './interview-labels';
import type { ProposeFormFields, RescheduleFormFields } from './propose-interview.schema';
import { EMPTY_SLOT_ROWS, SlotRows } from './slot-rows';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { TextareaField, TextField } from '~/forms/form-controls';
import { formErrorOf } from '~/forms/action-result';
import { useActionResult } from '~/forms/use-action-result';

const loadProposeCheck = () => import('./propose-interview.schema').then((module) => module.validateProposeForm);
const loadRescheduleCheck = () => import('./propose-interview.schema').then((module) => module.validateRescheduleForm);

/** An application past which no interview goes on: cancelled by the seeker, or its final result told. */
const isClosed = (application: ApplicationSummary) =>
  application.status === 'cancelled' || application.status === 'failed' || application.status === 'hired';

/**
 * 면접 on an applicant's page: every interview of the application, newest first, with what the
 * company may do on each, and the proposal form while one may be made. `now` is the loader's clock.
 */
export function CompanyInterviews({
  application,
  interviews,
  now,
}: {
  application: ApplicationSummary;
  interviews: Interview[];
  now: number;
}) {
  const closed = isClosed(application);
  const confirmed = interviews.some((interview) => interview.status === 'confirmed');
  const open = interviews.some((interview) => interview.status === 'proposed');
  return (
    <Stack component="section" gap="sm" mb="xl" aria-labelledby="interviews-title">
      <Title order={2} size="h4" id="interviews-title">
        면접
      </Title>
      {interviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          아직 제안한 면접이 없습니다.
        </Text>
      ) : null}
      {[...interviews].reverse().map((interview) => (
        <InterviewCard key={interview.id} interview={interview}>
          <CompanyMoves interview={interview} application={application} now={now} />
        </InterviewCard>
      ))}
      {!closed && !confirmed ? <ProposeForm again={interviews.length > 0} open={open} /> : null}
    </Stack>
  );
}

function CompanyMoves({
  interview,
  application,
  now,
}: {
  interview: Interview;
  application: ApplicationSummary;
  now: number;
}) {
  if (interview.status === 'confirmed') {
    const started = hasStarted(interview, now);
    return (
      <Stack gap="xs" mt="xs">
        <CalendarLink interview={interview} />
        {started ? (
          <OutcomeForm interview={interview} />
        ) : (
          <>
            <RescheduleForm interview={interview} />
            <CancelInterviewForm interview={interview} other="지원자" />
          </>
        )}
      </Stack>
    );
  }
  if (interview.status === 'done' && !isClosed(application) && interview.attended !== null) {
    return <OutcomeForm interview={interview} />;
  }
  return null;
}

/** 참석 / 불참 once the interview has begun, then 최종 합격 / 불합격 (only 불합격 after 불참). */
function OutcomeForm({ interview }: { interview: Interview }) {
  const refusal = formErrorOf(replyTo(useActionResult(), 'interview-outcome', interview.id));
  const busy = useSubmitting('interview-outcome', interview);
  const recorded = interview.attended !== null;
  return (
    <Form method="post">
      <InterviewHidden intent="interview-outcome" interview={interview} />
      <Stack gap="xs">
        {refusal ? (
          <div role="alert" className="page-alert page-alert-error">
            {refusal}
          </div>
        ) : null}
        {recorded ? (
          <>
            <input type="hidden" name="attended" value={String(interview.attended)} />
            <Text fw={700} size="sm">
              최종 결과
            </Text>
            <Group gap="xs">
              {interview.attended ? (
                <SubmitButton name="result" value="hired" color="grape" busy={busy}>
                  최종 합격
                </SubmitButton>
              ) : null}
              <SubmitButton name="result" value="rejected" color="red" variant="light" busy={busy}>
                불합격
              </SubmitButton>
            </Group>
          </>
        ) : (
          <>
            <Text fw={700} size="sm">
              면접에 참석했나요?
            </Text>
            <Group gap="xs">
              <SubmitButton name="attended" value="true" color="teal" busy={busy}>
                참석
              </SubmitButton>
              <SubmitButton name="attended" value="false" variant="default" busy={busy}>
                불참
              </SubmitButton>
            </Group>
          </>
        )}
      </Stack>
    </Form>
  );
}

/** `again` once an interview was proposed; `open` while one still waits for its answer (it is superseded). */
function ProposeForm({ again, open }: { again: boolean; open: boolean }) {
  const lastResult = replyTo(useActionResult(), 'interview-propose');
  const [form, fields] = useContractForm<ProposeFormFields, ProposeInterviewBody>(loadProposeCheck, lastResult, {
    kind: 'visit',
    slots: EMPTY_SLOT_ROWS,
  });
  const busy = useSubmitting('interview-propose');
  const kind = typeof fields.kind.initialValue === 'string' ? fields.kind.initialValue : 'visit';
  return (
    <Stack gap="sm" component="section" aria-labelledby="propose-title" mt="sm">
      <Title order={3} size="h5" id="propose-title">
        {again ? '면접 다시 제안하기' : '면접 제안하기'}
      </Title>
      {open ? (
        <Text size="sm" c="dimmed">
          새로 제안하면 답을 기다리던 제안은 ‘다시 제안됨’으로 바뀝니다.
        </Text>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <InterviewHidden intent="interview-propose" />
        <Stack gap="sm">
          <FormErrors form={form} />
          <Radio.Group
            key={fields.kind.key}
            name={fields.kind.name}
            defaultValue={kind}
            label="면접 방식"
            error={fields.kind.errors?.[0]}
          >
            <Group gap="md" mt={6}>
              {Object.entries(INTERVIEW_KINDS).map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Group>
          </Radio.Group>
          <SlotRows field={fields.slots} />
          <TextField
            field={fields.place}
            label="면접 장소 (방문 면접)"
            description="비워 두면 공고의 근무지로 안내합니다."
            maxLength={INTERVIEW_LIMITS.place}
          />
          <TextField
            field={fields.link}
            label="접속 링크 (화상 면접)"
            placeholder="https://"
            maxLength={INTERVIEW_LIMITS.link}
          />
          <TextField field={fields.bring} label="준비물 (선택)" maxLength={INTERVIEW_LIMITS.bring} />
          <TextareaField
            field={fields.note}
            label="메시지 (선택)"
            description={`${INTERVIEW_LIMITS.note}자까지`}
            rows={3}
            maxLength={INTERVIEW_LIMITS.note}
          />
          <SubmitButton busy={busy}>면접 제안 보내기</SubmitButton>
        </Stack>
      </Form>
    </Stack>
  );
}

/** 일정 변경: new times and why; the seeker picks again among them. */
function RescheduleForm({ interview }: { interview: Interview }) {
  const lastResult = replyTo(useActionResult(), 'interview-reschedule', interview.id);
  const [form, fields] = useContractForm<RescheduleFormFields, unknown>(loadRescheduleCheck, lastResult, {
    reason: '',
    slots: EMPTY_SLOT_ROWS,
  });
  const busy = useSubmitting('interview-reschedule', interview);
  return (
    <MorePanel summary="일정 변경" open={Boolean(lastResult)}>
      <Form method="post" {...getFormProps(form)}>
        <InterviewHidden intent="interview-reschedule" interview={interview} />
        <Stack gap="sm">
          <FormErrors form={form} />
          <SlotRows field={fields.slots} />
          <TextareaField
            field={fields.reason}
            label="변경 이유"
            description="지원자에게 새 시간과 함께 바로 알립니다."
            rows={3}
            maxLength={INTERVIEW_LIMITS.reason}
          />
          <SubmitButton busy={busy}>새 시간 제안하기</SubmitButton>
        </Stack>
      </Form>
    </MorePanel>
  );
}
