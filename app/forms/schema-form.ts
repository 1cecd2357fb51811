import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * A member's or operator's form, checked in the browser by the schema its action parses with: each
 * field when it loses focus, then as it is corrected. The schema comes with the page's script (these
 * pages have no weight budget); a public page fetches its check later (useContractForm).
 */
export function useSchemaForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  options: {
    /** the form's id: several forms on a page, each its own */
    id?: string;
    lastResult: SubmissionResult<string[]> | undefined;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
}
