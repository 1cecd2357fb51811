import { describe, expect, it } from 'vitest';
import { isValidBusinessNumber } from '#contracts/business-number';
import { normalizePhone } from '#contracts/phone';
import { registerBodySchema } from '#contracts/user';

describe('사업자등록번호 checksum', () => {
  it.each(['124-81-00998', '1248100998', '123-45-67891', '220-81-62517'])('accepts %s', (value) => {
    expect(isValidBusinessNumber(value)).toBe(true);
  });
  it.each(['124-81-00997', '1234567890', '123456789', '12345678901', 'abcdefghij', ''])('refuses %s', (value) => {
    expect(isValidBusinessNumber(value)).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['031 123 4567', '031-123-4567'],
    ['07012345678', '070-1234-5678'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
  it.each(['12345678', '010-12-345', 'phone', '0101234567890'])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('sign-up payload', () => {
  const base = {
    userId: 'Baker99',
    password: 'bread1234',
    username: '김빵',
    email: 'a@example.com',
    phone: '01011112222',
    role: 'normal',
    agreeTerms: true,
    agreePrivacy: true,
  };

  it('lower-cases the login id and formats the phone', () => {
    const parsed = registerBodySchema.parse(base);
    expect(parsed.userId).toBe('baker99');
    expect(parsed.phone).toBe('010-1111-2222');
    expect(parsed.agreeMarketing).toBe(false);
  });

  it('asks a company for its business details', () => {
    const result = registerBodySchema.safeParse({ ...base, role: 'company' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['businessNumber', 'ceoName', 'companyAddress']));
  });

  it('speaks Korean for wrong types', () => {
    const result = registerBodySchema.safeParse({ ...base, agreeMarketing: 'yes' });
    expect(result.error!.issues[0]!.message).toMatch(/[가-힣]/);
  });
});
