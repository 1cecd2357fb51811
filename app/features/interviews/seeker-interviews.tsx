import { getFormProps } from '@conform-to/react';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Radio } from '@mantine/core/esm/components/Radio/Radio';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Form } from '@remix-run/react';
import { DECLINE_REASONS, INTERVIEW_LIMITS, type Interview } from '#contracts/interview';
import { koreanTimeLabel } from '#contracts/korea-time';
import { CalendarLink, InterviewCard, replyTo } from './interview-card';
import { CancelInterviewForm, InterviewHidden, MorePanel, SubmitButton, useSubmitting } from './interview-forms';
import { hasStarted } from './interview-labels';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { SelectField, TextareaField } from '~/forms/form-controls';
import { useActionResult } from '~/forms/use-action-result';

const loadPickCheck = () => import('./interview-answers.schema').then((module) => module.validatePickForm);
const loadOtherTimesCheck = () => import('./interview-answers.schema').then((module) => module.validateOtherTimesForm);
const loadDeclineCheck = () => import('./interview-answers.schema').then((module) => module.validateDeclineForm);

/**
 * 면접 on the seeker's application page: every interview, newest first; an open proposal with its
 * three answers, a confirmed one with its calendar file and 취소. `now` is the loader's clock.
 */
export function SeekerInterviews({ interviews, now }: { interviews: Interview[]; now: number }) {
  if (!interviews.length) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="interviews-title">
      <Title order={2} size="h4" id="interviews-title">
        면접
      </Title>
      {[...interviews].reverse().map((interview) => (
        <InterviewCard key={interview.id} interview={interview}>
          {interview.status === 'proposed' ? <ProposalAnswers interview={interview} /> : null}
          {interview.status === 'confirmed' ? (
            <Stack gap="xs" mt="xs">
              <CalendarLink interview={interview} />
              {hasStarted(interview, now) ? null : <CancelInterviewForm interview={interview} other="기업" />}
            </Stack>
          ) : null}
        </InterviewCard>
      ))}
    </Stack>
  );
}

function ProposalAnswers({ interview }: { interview: Interview }) {
  return (
    <Stack gap="sm" mt="xs">
      <PickForm interview={interview} />
      <OtherTimesForm interview={interview} />
      <DeclineForm interview={interview} />
    </Stack>
  );
}

/** One of the candidate times: the interview is 확정. */
function PickForm({ interview }: { interview: Interview }) {
  const lastResult = replyTo(useActionResult(), 'interview-pick', interview.id);
  const [form, fields] = useContractForm(loadPickCheck, lastResult);
  const busy = useSubmitting('interview-pick', interview);
  const picked = typeof fields.slot.initialValue === 'string' ? fields.slot.initialValue : undefined;
  return (
    <Form method="post" {...getFormProps(form)}>
      <InterviewHidden intent="interview-pick" interview={interview} />
      <Stack gap="sm">
        <FormErrors form={form} />
        <Radio.Group
          key={fields.slot.key}
          name={fields.slot.name}
          defaultValue={picked}
          label="가능한 시간을 골라주세요"
          error={fields.slot.errors?.[0]}
        >
          <Stack gap="xs" mt={6}>
            {interview.slots.map((slot, index) => (
              <Radio
                key={slot.startsAt}
                value={String(index)}
                label={koreanTimeLabel(slot.startsAt, slot.minutes)}
                styles={{ body: { alignItems: 'center', minHeight: 32 } }}
              />
            ))}
          </Stack>
        </Radio.Group>
        <SubmitButton busy={busy}>이 시간으로 확정</SubmitButton>
      </Stack>
    </Form>
  );
}

/** None of the times fits: the seeker says when they can, and the company proposes again. */
function OtherTimesForm({ interview }: { interview: Interview }) {
  const lastResult = replyTo(useActionResult(), 'interview-other-times', interview.id);
  const [form, fields] = useContractForm(loadOtherTimesCheck, lastResult);
  const busy = useSubmitting('interview-other-times', interview);
  return (
    <MorePanel summary="다른 시간 요청" open={Boolean(lastResult)}>
      <Form method="post" {...getFormProps(form)}>
        <InterviewHidden intent="interview-other-times" interview={interview} />
        <Stack gap="sm">
          <FormErrors form={form} />
          <TextareaField
            field={fields.otherTimes}
            label="가능한 시간"
            description="예: 평일 오후 2시 이후, 토요일 오전"
            rows={3}
            maxLength={INTERVIEW_LIMITS.otherTimes}
          />
          <SubmitButton variant="light" busy={busy}>
            다른 시간 요청하기
          </SubmitButton>
        </Stack>
      </Form>
    </MorePanel>
  );
}

/** No, with a reason from the list or in words (both optional). */
function DeclineForm({ interview }: { interview: Interview }) {
  const lastResult = replyTo(useActionResult(), 'interview-decline', interview.id);
  const [form, fields] = useContractForm(loadDeclineCheck, lastResult);
  const decline = fields.decline.getFieldset();
  const busy = useSubmitting('interview-decline', interview);
  return (
    <MorePanel summary="면접 거절" open={Boolean(lastResult)}>
      <Form method="post" {...getFormProps(form)}>
        <InterviewHidden intent="interview-decline" interview={interview} />
        <Stack gap="sm">
          <FormErrors form={form} />
          <SelectField field={decline.reason} table={DECLINE_REASONS} label="거절 이유 (선택)" />
          <TextareaField
            field={decline.words}
            label="전하고 싶은 말 (선택)"
            rows={2}
            maxLength={INTERVIEW_LIMITS.reason}
          />
          <Text size="xs" c="dimmed">
            기업에 바로 알립니다. 거절해도 이 지원은 그대로 남습니다.
          </Text>
          <Group>
            <SubmitButton color="red" variant="light" busy={busy}>
              면접 거절하기
            </SubmitButton>
          </Group>
        </Stack>
      </Form>
    </MorePanel>
  );
}
