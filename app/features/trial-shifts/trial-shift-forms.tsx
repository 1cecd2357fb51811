import { getFormProps } from '@conform-to/react';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { TrialShift } from '#contracts/trial-shift';
import { ContractText, replyTo, type ShiftWithContract, type TrialShiftSide } from './trial-shift-card';
import { MorePanel, SubmitButton } from '~/features/interviews/interview-forms';
import { formErrorOf } from '~/forms/action-result';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { TextareaField, TextField } from '~/forms/form-controls';
import { useActionResult } from '~/forms/use-action-result';

/** What every trial shift form posts besides its fields: which form, and which shift. */
export function ShiftHidden({ intent, shift }: { intent: string; shift?: TrialShift }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {shift ? <input type="hidden" name="trialShiftId" value={shift.id} /> : null}
    </>
  );
}

/** Whether the page is posting this form right now. */
export function useSubmitting(intent: string, shift?: TrialShift) {
  const sent = useNavigation().formData;
  return sent?.get('intent') === intent && (!shift || sent.get('trialShiftId') === String(shift.id));
}

/** The refusal of a form without fields (수락, 근무 확인, 채용), said above its buttons. */
export function ButtonRefusal({ intent, shift }: { intent: string; shift: TrialShift }) {
  const refusal = formErrorOf(replyTo(useActionResult(), intent, shift.id));
  if (!refusal) return null;
  return (
    <div role="alert" className="page-alert page-alert-error">
      {refusal}
    </div>
  );
}

/** A form that is one button on one shift (수락, 근무 확인): its refusal said above it. */
export function ShiftButton({
  intent,
  shift,
  children,
  color,
  variant,
  name,
  value,
}: {
  intent: string;
  shift: TrialShift;
  children: ReactNode;
  color?: string;
  variant?: 'filled' | 'light' | 'default';
  name?: string;
  value?: string;
}) {
  const busy = useSubmitting(intent, shift);
  return (
    <Form method="post">
      <ShiftHidden intent={intent} shift={shift} />
      <Stack gap="xs">
        <ButtonRefusal intent={intent} shift={shift} />
        <SubmitButton busy={busy} color={color} variant={variant} name={name} value={value}>
          {children}
        </SubmitButton>
      </Stack>
    </Form>
  );
}

const loadCancelCheck = () => import('./trial-shift-forms.schema').then((module) => module.validateCancelForm);
const loadSignCheck = () => import('./trial-shift-forms.schema').then((module) => module.validateSignForm);

/** 체험 근무 취소 with a reason, either side, before it starts: the other side is told at once. */
export function CancelShiftForm({ shift, other }: { shift: TrialShift; other: string }) {
  const lastResult = replyTo(useActionResult(), 'trial-cancel', shift.id);
  const [form, fields] = useContractForm(loadCancelCheck, lastResult);
  const busy = useSubmitting('trial-cancel', shift);
  return (
    <MorePanel summary="체험 근무 취소" open={Boolean(lastResult)}>
      <Form method="post" {...getFormProps(form)}>
        <ShiftHidden intent="trial-cancel" shift={shift} />
        <Stack gap="sm">
          <FormErrors form={form} />
          <TextareaField
            field={fields.reason}
            label="취소 이유"
            description={`${other}에게 이유와 함께 바로 알립니다.`}
            rows={3}
            maxLength={300}
          />
          <SubmitButton color="red" variant="light" busy={busy}>
            체험 근무 취소하기
          </SubmitButton>
        </Stack>
      </Form>
    </MorePanel>
  );
}

/**
 * 서명: the contract's text, then the signer's name typed under it. The api records when and from
 * which address it was signed.
 */
export function SignForm({ shift, side }: { shift: ShiftWithContract; side: TrialShiftSide }) {
  const lastResult = replyTo(useActionResult(), 'trial-sign', shift.id);
  const [form, fields] = useContractForm(loadSignCheck, lastResult);
  const busy = useSubmitting('trial-sign', shift);
  return (
    <Stack gap="sm" mt="xs">
      {shift.contract ? <ContractText contract={shift.contract} /> : null}
      <Form method="post" {...getFormProps(form)}>
        <ShiftHidden intent="trial-sign" shift={shift} />
        <Stack gap="sm">
          <FormErrors form={form} />
          <TextField
            field={fields.name}
            label="서명 (이름 입력)"
            description={
              side === 'seeker'
                ? `위 근로계약서의 내용에 동의하면 근로자 이름(${shift.seekerName})을 입력하세요.`
                : `위 근로계약서의 내용에 동의하면 사업주 또는 대리인의 이름을 입력하세요.`
            }
            autoComplete="name"
            maxLength={50}
          />
          <Text size="xs" c="dimmed">
            서명한 시각과 접속 주소가 함께 기록됩니다. 양측이 서명하면 계약서 PDF를 내려받을 수 있고 메일로도
            보내드립니다.
          </Text>
          <SubmitButton busy={busy}>근로계약서에 서명하기</SubmitButton>
        </Stack>
      </Form>
    </Stack>
  );
}

/** The signed contract's words again, folded away: the PDF is what each side keeps. */
export function ContractDetails({ shift }: { shift: ShiftWithContract }) {
  if (!shift.contract) return null;
  return (
    <MorePanel summary="계약서 내용 보기" open={false}>
      <ContractText contract={shift.contract} />
    </MorePanel>
  );
}
