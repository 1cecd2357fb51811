/** Korean phone numbers: mobile (010…), Seoul (02…), other areas and 070/050x. Stored hyphenated. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s.-]/g, '');
  if (!/^0\d{8,10}$/.test(digits)) return null;
  if (digits.startsWith('02')) {
    const rest = digits.slice(2);
    if (rest.length < 7 || rest.length > 8) return null;
    return `02-${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
  }
  const rest = digits.slice(3);
  if (rest.length < 7 || rest.length > 8) return null;
  return `${digits.slice(0, 3)}-${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
}
