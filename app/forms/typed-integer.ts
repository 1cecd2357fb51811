/**
 * A whole number as people type it into a form: 9,000 and 9000원 are 9000. Anything else stays as
 * typed, for the contract's schema to refuse in its own words beside the field.
 */
export function typedInteger<T>(value: T): T | number {
  if (typeof value !== 'string') return value;
  const digits = value.trim().replace(/[,\s]/g, '').replace(/원$/, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : value;
}
