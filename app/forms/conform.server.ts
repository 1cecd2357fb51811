import type { Submission, SubmissionResult } from '@conform-to/react';
import type { ApiErrorBody, FieldErrors } from '#contracts/errors';

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
  const fieldErrors = Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([name, message]) => [name, [message]]),
  );
  const formErrors = Object.keys(fieldErrors).length ? [] : [error.message];
  return submission.reply({ formErrors, fieldErrors, hideFields: hidden });
}

/** The api's field messages of a 400 (`details.fields`), or none. */
export function apiFieldErrors(error: ApiErrorBody): FieldErrors {
  const fields = error.details?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The api's refusal with its field paths as the form names its fields: a row's `careers.0.from` is
 * Conform's `careers[0].from`; an entry of a checkbox group (`workDays.2`) is the group's, and so is
 * anything inside one of `groups` (rows the form numbers otherwise than the api body does).
 */
export function refusalOnFields(error: ApiErrorBody, groups: readonly string[] = []): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiFieldErrors(error))) {
    const [head = '', ...rest] = path.split('.');
    if (/^\d+$/.test(rest.at(-1) ?? '')) rest.pop();
    const name = groups.includes(head)
      ? head
      : rest.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : `${name}.${part}`), head);
    fields[name] ??= message;
  }
  return { ...error, details: { ...error.details, fields } };
}
