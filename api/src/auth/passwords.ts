import { hash, verify } from '@node-rs/argon2';

/** argon2id, the library's default, with its default cost (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when no account matches, so an unknown id costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

/** False for an empty hash (a deleted account) or a malformed one. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-0');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
