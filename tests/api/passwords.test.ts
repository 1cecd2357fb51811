import { describe, expect, it } from 'vitest';
import { createPasswords, PRODUCTION_PASSWORD_COST } from '../../api/src/auth/passwords';
import { loadConfig } from '../../api/src/config';
import { vapidPair } from '../fakes/push-service';
import { createHarness, TEST_PASSWORD_COST } from './harness';

const production = {
  NODE_ENV: 'production' as const,
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://bbangjob.example',
  BANK_ACCOUNT: '신한은행|110-123-456789|(주)빵잡',
  ...vapidPair,
};

describe('the cost of a password hash', () => {
  it('is argon2id at 19 MiB and 2 passes in production, unless set higher', async () => {
    const { passwordCost } = loadConfig(production);
    expect(passwordCost).toEqual({ memoryKib: 19456, passes: 2 });
    const passwords = createPasswords(passwordCost);
    const hash = await passwords.hash('bread1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(hash, 'bread1234')).toBe(true);
    expect(await passwords.verify(hash, 'bread12345')).toBe(false);
    const higher = loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_PASSES: '3' });
    expect(await createPasswords(higher.passwordCost).hash('bread1234')).toMatch(
      /^\$argon2id\$v=19\$m=65536,t=3,p=1\$/,
    );
  });

  it('may not be lowered in production', () => {
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '8' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES may not be below 19456 and 2 in production/,
    );
    expect(() => loadConfig({ ...production, PASSWORD_HASH_PASSES: '1' })).toThrow(/may not be below/);
  });

  it('is the lowered one in the tests, whose hashes still verify at the production cost: a hash carries its own', async () => {
    const api = await createHarness('sqlite');
    try {
      const member = await api.signUp();
      const row = (await api.deps.users.findByUserId(member.userId))!;
      expect(row.password_hash).toMatch(
        new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_PASSWORD_COST.memoryKib},t=${TEST_PASSWORD_COST.passes},p=1\\$`),
      );
      expect(await createPasswords(PRODUCTION_PASSWORD_COST).verify(row.password_hash, member.password)).toBe(true);
      expect((await api.post('/login', { userId: member.userId, password: member.password })).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
