import { getFormProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { Interview } from '#contracts/interview';
import { replyTo } from './interview-card';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { TextareaField } from '~/forms/form-controls';
import { useActionResult } from '~/forms/use-action-result';

/** What every interview form posts besides its fields: which form, and which interview. */
export function InterviewHidden({ intent, interview }: { intent: string; interview?: Interview }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {interview ? <input type="hidden" name="interviewId" value={interview.id} /> : null}
    </>
  );
}

/** Whether the page is posting this form right now. */
export function useSubmitting(intent: string, interview?: Interview) {
  const sent = useNavigation().formData;
  return sent?.get('intent') === intent && (!interview || sent.get('interviewId') === String(interview.id));
}

/** A submit button: full width on a phone, its own width from the small breakpoint up. */
export function SubmitButton({
  children,
  busy,
  color,
  variant,
  name,
  value,
}: {
  children: ReactNode;
  busy?: boolean;
  color?: string;
  variant?: 'filled' | 'light' | 'default';
  name?: string;
  value?: string;
}) {
  return (
    <Button
      type="submit"
      loading={busy}
      color={color}
      variant={variant}
      name={name}
      value={value}
      w={{ base: '100%', xs: 'auto' }}
    >
      {children}
    </Button>
  );
}

/** A panel that opens in place (`<details>`, no JavaScript needed), open when its form was refused. */
export function MorePanel({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details className="interview-more" open={open || undefined}>
      <summary>{summary}</summary>
      <Stack gap="sm" mt="xs">
        {children}
      </Stack>
    </details>
  );
}

const loadCancelCheck = () => import('./interview-answers.schema').then((module) => module.validateCancelForm);

/** 면접 취소 with a reason, either side: the other side is told at once. */
export function CancelInterviewForm({ interview, other }: { interview: Interview; other: string }) {
  const lastResult = replyTo(useActionResult(), 'interview-cancel', interview.id);
  const [form, fields] = useContractForm(loadCancelCheck, lastResult);
  const busy = useSubmitting('interview-cancel', interview);
  return (
    <MorePanel summary="면접 취소" open={Boolean(lastResult)}>
      <Form method="post" {...getFormProps(form)}>
        <InterviewHidden intent="interview-cancel" interview={interview} />
        <Stack gap="sm">
          <FormErrors form={form} />
          <TextareaField
            field={fields.reason}
            label="취소 이유"
            description={`${other}에게 이유와 함께 바로 알립니다.`}
            rows={3}
            maxLength={500}
          />
          <SubmitButton color="red" variant="light" busy={busy}>
            면접 취소하기
          </SubmitButton>
        </Stack>
      </Form>
    </MorePanel>
  );
}
