import type { ApiErrorBody, FieldErrors } from '../../api/contracts/errors';
import { typedInteger } from './typed-integer';

/** Fields as a posted form, or a draft kept as URLSearchParams, holds them. */
export type FormFields = Pick<FormData, 'get'> | URLSearchParams;

/** A text field as typed; '' when absent. */
export function formText(form: FormFields, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A number typed into a text box (9,000 and 9000원 included), else what was typed; nothing for an empty box. */
export function integerOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  return trimmed ? typedInteger(trimmed) : undefined;
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
