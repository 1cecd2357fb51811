import type { SubmissionResult } from '@conform-to/react';

/**
 * What every action answers, whatever its form: Conform's reply to the submission (`submission.reply()`,
 * or `replyWithRefusal` for the api's refusal), carrying each field's errors, the form's own error and
 * what was typed. Its form's page reads it as `lastResult`; a page without fields reads `formErrorOf`.
 */
export type ActionResult = SubmissionResult<string[]>;

/** The form's own error in a reply (a refusal that names no field), or undefined. */
export function formErrorOf(result: ActionResult | undefined): string | undefined {
  return result?.error?.['']?.[0] ?? undefined;
}
