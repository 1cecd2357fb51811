import { hash, verify } from '@node-rs/argon2';

/** argon2id's cost of a new hash: memory in KiB and passes over it. */
export interface PasswordCost {
  memoryKib: number;
  passes: number;
}

/**
 * The library's default, OWASP's minimum for argon2id (19 MiB, 2 passes): production never hashes
 * below it (config.ts refuses less); only the tests lower it, where thousands of sign-ups would
 * otherwise spend their time hashing.
 */
export const PRODUCTION_PASSWORD_COST: PasswordCost = { memoryKib: 19456, passes: 2 };

/**
 * Hashing and checking passwords at `cost`. A hash records its own cost, so a hash made at another
 * cost (before the setting changed) still verifies.
 */
export function createPasswords({ memoryKib, passes }: PasswordCost) {
  const hashPassword = (password: string): Promise<string> =>
    hash(password, { memoryCost: memoryKib, timeCost: passes });
  // Checked when no account matches, so an unknown id costs as much time as a wrong password.
  let decoyHash: Promise<string> | undefined;

  return {
    hash: hashPassword,
    /** False for an empty hash (a deleted account) or a malformed one. */
    async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
      if (!passwordHash) {
        decoyHash ??= hashPassword('decoy-password-0');
        await verify(await decoyHash, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;

/** The production cost's hashing, for the demo seed run outside the api (one hash per account). */
export const productionPasswords = createPasswords(PRODUCTION_PASSWORD_COST);
