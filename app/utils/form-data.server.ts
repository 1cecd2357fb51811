import type { ApiErrorBody, FieldErrors } from '../../api/contracts/errors';

/** Fields as a posted form, or a draft kept as URLSearchParams, holds them. */
export type FormFields = Pick<FormData, 'get'> | URLSearchParams;

/** A text field as typed; '' when absent. */
export function formText(form: FormFields, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Every checked box of a checkbox group. */
export function formList(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === 'string');
}

/** Trimmed text, or undefined for an empty field: the api treats an omitted field as not filled in. */
export function optionalText(value: string): string | undefined {
  return value.trim() || undefined;
}

/**
 * A number typed into a text box (9,000 and 9000원 included). Anything else goes to the api as
 * typed, and its refusal is shown next to the field.
 */
export function integerOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const digits = trimmed.replace(/[,\s]/g, '').replace(/원$/, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : trimmed;
}

/** An api body built from a form: a number field may carry what was typed, for the api to refuse. */
export type FormBody<T> = {
  [K in keyof T]?: Exclude<T[K], undefined> extends number ? number | string : T[K];
};

/** The row numbers `prefix.N.…` of a repeatable group, in the order the form sent them. */
export function formRowIndexes(form: FormData, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix}\\.(\\d+)\\.`);
  const indexes: number[] = [];
  for (const key of form.keys()) {
    const index = Number(pattern.exec(key)?.[1] ?? NaN);
    if (!Number.isNaN(index) && !indexes.includes(index)) indexes.push(index);
  }
  return indexes;
}

/** The api's field messages of a 400 (`details.fields`), or none. */
export function apiFieldErrors(error: ApiErrorBody): FieldErrors {
  const fields = error.details?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
