import type { getFormProps } from '@conform-to/react';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Form } from '@remix-run/react';
import type { FormEvent, ReactNode } from 'react';
import { NoScriptAlert } from '~/components/toasts';

/** One of an account page's forms (회원정보 수정): its intent, its fields, its refusal (as an alert without JavaScript), its button. */
export function IntentForm({
  intent,
  form,
  submit,
  children,
  multipart = false,
  onSubmit,
}: {
  intent: string;
  /** the Conform form's props and its own refusal */
  form: { props: ReturnType<typeof getFormProps>; error: string | undefined };
  submit: ReactNode;
  children: ReactNode;
  multipart?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { props, error } = form;
  return (
    <Form
      method="post"
      encType={multipart ? 'multipart/form-data' : undefined}
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (!event.defaultPrevented) props.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <Stack gap="sm">
        {children}
        {error ? <NoScriptAlert toast={{ id: `${intent}-error`, type: 'error', message: error }} /> : null}
        {submit}
      </Stack>
    </Form>
  );
}
