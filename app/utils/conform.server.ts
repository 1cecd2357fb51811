import type { Submission, SubmissionResult } from '@conform-to/react';
import type { ApiErrorBody } from '../../api/contracts/errors';

/**
 * A form the api refused, back to Conform: the api's field messages next to their fields, any
 * other refusal (too many requests, an expired link) above the form. What was typed stays, but
 * the `hidden` fields (passwords) are never sent back into the page.
 */
export function replyWithRefusal(
  submission: Submission<unknown>,
  error: ApiErrorBody,
  hidden: string[] = [],
): SubmissionResult<string[]> {
  const fields = (error.details?.fields ?? {}) as Record<string, string>;
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));
  const formErrors = Object.keys(fieldErrors).length ? [] : [error.message];
  return submission.reply({ formErrors, fieldErrors, hideFields: hidden });
}
