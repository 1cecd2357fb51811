import { type DefaultValue, parse, type Submission, type SubmissionResult, useForm } from '@conform-to/react';
import { useEffect, useState } from 'react';

// Apart from form-controls.tsx, whose Mantine fields a page with plain fields (app/forms/plain-fields.tsx)
// must not download.

/** The form's own refusal (too many requests, a link that no longer works), read out when it appears. */
export function FormErrors({ form }: { form: { errors?: string[]; errorId: string } }) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId} role="alert" className="page-alert page-alert-error">
      {form.errors.join(' ')}
    </div>
  );
}

/** A contract schema's parse of the form, as Conform runs it in the browser. */
export type FormValidator<Input extends Record<string, unknown>, Output> = (
  formData: FormData,
) => Submission<Input, string[], Output>;

/**
 * Until the check is fetched: the form's own intents (a row added, removed or moved, a field left)
 * act in place rather than posting the form, and a save goes to the server, which checks it.
 */
const unchecked = <Output,>(formData: FormData) => parse<Output, string[]>(formData, { resolve: () => ({}) });

/**
 * A form checked in the browser by the same contract schema the server parses with: each field
 * when it loses focus, then as it is corrected. The check (zod and the schema) is fetched once the
 * page is interactive, so a first visit does not download it; until then, and without JavaScript,
 * the server's reply (`lastResult`) shows the errors. `load` must be a module-level function;
 * `defaultValue` is what the form holds before anything is typed (a stored record being edited).
 */
export function useContractForm<Input extends Record<string, unknown>, Output>(
  load: () => Promise<FormValidator<Input, Output>>,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: DefaultValue<Input>,
) {
  const [validate, setValidate] = useState<FormValidator<Input, Output> | null>(null);
  useEffect(() => {
    let mounted = true;
    void load().then((validator) => mounted && setValidate(() => validator));
    return () => {
      mounted = false;
    };
  }, [load]);
  return useForm<Input, Output>({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => (validate ?? unchecked<Output>)(formData),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
}
