import { type FormMetadata, getFormProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { PendingUploadsNote, PendingUploadsProvider, usePendingUploads } from './picture-inputs';
import { NoScriptAlert, useActionToast } from '~/components/toasts';

/**
 * A Conform form with pictures in it (a posting, a resume) and its 저장하기: multipart, so without
 * JavaScript it posts its files; with it the save waits for the pictures still going up. The api's
 * refusal that names no field is a toast, and an alert without JavaScript.
 */
export function PictureForm<Schema extends Record<string, unknown>>({
  form,
  lastResult,
  children,
}: {
  form: FormMetadata<Schema>;
  lastResult: ActionResult | undefined;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const uploads = usePendingUploads();
  const refusal = formErrorOf(lastResult);
  useActionToast(lastResult);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) uploads.holdSubmit(event);
      }}
    >
      {/* Enter in a text field presses the form's first submit button: let that be 저장, not a row's. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        저장하기
      </button>
      <Stack gap="xl">
        <PendingUploadsProvider value={uploads.track}>{children}</PendingUploadsProvider>
        <NoScriptAlert toast={refusal ? { id: `${form.id}-error`, type: 'error', message: refusal } : null} />
        <Button type="submit" size="md" loading={navigation.state === 'submitting'} disabled={uploads.pending > 0}>
          저장하기
        </Button>
        <PendingUploadsNote pending={uploads.pending} />
      </Stack>
    </Form>
  );
}
