/** 사업자등록번호: 10 digits whose last one is a check digit over the first nine. */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

export function normalizeBusinessNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isValidBusinessNumber(input: string): boolean {
  const digits = normalizeBusinessNumber(input);
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = WEIGHTS.reduce((acc, weight, i) => acc + d[i]! * weight, 0);
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** How a 사업자등록번호 is written (123-45-67890); anything not ten digits as stored. */
export function businessNumberText(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}
