import { getFormProps } from '@conform-to/react';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Form } from '@remix-run/react';
import type { ApplicationSummary } from '#contracts/application';
import { TRIAL_SHIFT_MAX_HOURS, type TrialShift, type TrialShiftProposal } from '#contracts/trial-shift';
import { ContractLink, replyTo, type ShiftWithContract, TrialShiftCard } from './trial-shift-card';
import {
  ButtonRefusal,
  CancelShiftForm,
  ContractDetails,
  ShiftButton,
  ShiftHidden,
  SignForm,
  useSubmitting,
} from './trial-shift-forms';
import type { ProposeFormFields } from './trial-shift-forms.schema';
import { hasEnded, isCancellable } from './trial-shift-labels';
import { MorePanel, SubmitButton } from '~/features/interviews/interview-forms';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { TextareaField, TextField } from '~/forms/form-controls';
import { useActionResult } from '~/forms/use-action-result';

const loadProposeCheck = () => import('./trial-shift-forms.schema').then((module) => module.validateProposeForm);

/** What the proposal form starts with: the posting's 근무지, hours and hourly figure (or the minimum). */
export type ProposalDefaults = Partial<Record<keyof ProposeFormFields, string>>;

/** A shift still under way: no second one is proposed beside it. */
const isLive = (shift: TrialShift) =>
  shift.status === 'proposed' || shift.status === 'accepted' || shift.status === 'signed';

/** An application past which nothing is proposed: withdrawn by the seeker, or its final result told. */
const isClosed = (application: ApplicationSummary) =>
  application.status === 'cancelled' || application.status === 'failed' || application.status === 'hired';

/**
 * 유급 체험 근무 on an applicant's page: every shift, newest first, with what the company may do on
 * each, and the proposal form while none is under way. `now` is the loader's clock.
 */
export function CompanyTrialShifts({
  application,
  trialShifts,
  defaults,
  now,
}: {
  application: ApplicationSummary;
  trialShifts: ShiftWithContract[];
  defaults: ProposalDefaults;
  now: number;
}) {
  const proposable = !isClosed(application) && !trialShifts.some(isLive);
  return (
    <Stack component="section" gap="sm" mb="xl" aria-labelledby="trial-shifts-title">
      <Title order={2} size="h4" id="trial-shifts-title">
        유급 체험 근무
      </Title>
      {trialShifts.length === 0 ? (
        <Text size="sm" c="dimmed">
          손을 보고 싶다면 하루 체험 근무를 제안해 보세요. 체험 근무도 근로이므로 최저임금 이상의 시급을 드리고
          근로계약서를 함께 씁니다.
        </Text>
      ) : null}
      {[...trialShifts].reverse().map((shift) => (
        <TrialShiftCard key={shift.id} shift={shift}>
          <CompanyMoves shift={shift} now={now} />
        </TrialShiftCard>
      ))}
      {proposable ? <ProposeForm again={trialShifts.length > 0} defaults={defaults} /> : null}
    </Stack>
  );
}

function CompanyMoves({ shift, now }: { shift: ShiftWithContract; now: number }) {
  const cancel = isCancellable(shift, now) ? <CancelShiftForm shift={shift} other="지원자" /> : null;
  if (shift.status === 'accepted') {
    return (
      <Stack gap="xs" mt="xs">
        {shift.companySignature ? (
          <Text size="sm">지원자의 서명을 기다리고 있어요.</Text>
        ) : (
          <SignForm shift={shift} side="company" />
        )}
        {cancel}
      </Stack>
    );
  }
  if (shift.status === 'signed') {
    const confirmable = hasEnded(shift, now) && !shift.companyConfirmedAt;
    return (
      <Stack gap="xs" mt="xs">
        <ContractLink shift={shift} />
        <ContractDetails shift={shift} />
        {confirmable ? (
          <ShiftButton intent="trial-confirm" shift={shift} color="teal">
            체험 근무가 진행되었음을 확인
          </ShiftButton>
        ) : null}
        {cancel}
      </Stack>
    );
  }
  if (shift.status === 'completed') {
    return (
      <Stack gap="xs" mt="xs">
        <ContractLink shift={shift} />
        <ContractDetails shift={shift} />
        {shift.result ? null : <OutcomeForm shift={shift} />}
      </Stack>
    );
  }
  return cancel;
}

/** 채용 at once; 불채용 behind a second step, as its words reach the seeker. */
function OutcomeForm({ shift }: { shift: TrialShift }) {
  const busy = useSubmitting('trial-outcome', shift);
  const refused = Boolean(replyTo(useActionResult(), 'trial-outcome', shift.id));
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        체험 근무 결과
      </Text>
      <ButtonRefusal intent="trial-outcome" shift={shift} />
      <Form method="post">
        <ShiftHidden intent="trial-outcome" shift={shift} />
        <SubmitButton name="result" value="hired" color="grape" busy={busy}>
          채용
        </SubmitButton>
      </Form>
      <MorePanel summary="불채용으로 기록" open={refused}>
        <Form method="post">
          <ShiftHidden intent="trial-outcome" shift={shift} />
          <Stack gap="xs">
            <Text size="sm">
              지원자에게는 “이번에는 함께하지 못하게 되었습니다”라는 정중한 안내로 전해집니다. 체험 근무의 임금은 결과와
              관계없이 지급해야 합니다.
            </Text>
            <SubmitButton name="result" value="rejected" color="red" variant="light" busy={busy}>
              불채용으로 기록하기
            </SubmitButton>
          </Stack>
        </Form>
      </MorePanel>
    </Stack>
  );
}

/** 체험 근무 제안: the contract's body, prefilled from the posting. */
function ProposeForm({ again, defaults }: { again: boolean; defaults: ProposalDefaults }) {
  const lastResult = replyTo(useActionResult(), 'trial-propose');
  const [form, fields] = useContractForm<ProposeFormFields, TrialShiftProposal>(loadProposeCheck, lastResult, defaults);
  const busy = useSubmitting('trial-propose');
  return (
    <Stack gap="sm" component="section" aria-labelledby="trial-propose-title" mt="sm">
      <Title order={3} size="h5" id="trial-propose-title">
        {again ? '체험 근무 다시 제안하기' : '체험 근무 제안하기'}
      </Title>
      <Form method="post" {...getFormProps(form)}>
        <ShiftHidden intent="trial-propose" />
        <Stack gap="sm">
          <FormErrors form={form} />
          <TextField field={fields.date} type="date" label="근무일" />
          <div className="trial-times">
            <TextField field={fields.start} type="time" label="시작 시간" />
            <TextField field={fields.end} type="time" label="종료 시간" />
            <TextField
              field={fields.breakMinutes}
              type="number"
              label="휴게시간 (분)"
              min={0}
              max={240}
              inputMode="numeric"
            />
          </div>
          <Text size="xs" c="dimmed">
            최대 {TRIAL_SHIFT_MAX_HOURS}시간. 4시간 이상 일하면 30분 이상 쉬어야 합니다(근로기준법 제54조).
          </Text>
          <TextField field={fields.place} label="근무 장소" maxLength={200} />
          <TextField
            field={fields.hourlyWage}
            type="number"
            label="시급 (원)"
            description="올해 최저임금 이상이어야 합니다."
            min={0}
            inputMode="numeric"
          />
          <TextareaField
            field={fields.note}
            label="준비물·복장 (선택)"
            description="500자까지"
            rows={3}
            maxLength={500}
          />
          <SubmitButton busy={busy}>체험 근무 제안 보내기</SubmitButton>
        </Stack>
      </Form>
    </Stack>
  );
}
