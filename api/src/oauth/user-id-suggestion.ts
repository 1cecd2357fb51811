import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ProviderPerson } from './provider-accounts';

/** 영문 소문자와 숫자 4~20자 (userIdSchema): the stem leaves room for four digits. */
const MAX_STEM = 16;

/** The stem of a suggestion: the address's local part, else the provider's name and the end of its id. */
function stemOf(person: Pick<ProviderPerson, 'provider' | 'subject' | 'email'>): string {
  const local = (person.email?.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  if (local.length >= 4 && /^[a-z]/.test(local)) return local.slice(0, MAX_STEM);
  const digits = person.subject
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(-6);
  return `${person.provider}${digits}`.slice(0, MAX_STEM);
}

/**
 * A login id the completion page offers, free when it was asked: the stem itself, else the stem
 * with a number (2…9, then four random digits). Taken ids include deleted members', as sign-up's.
 */
export async function suggestUserId(
  db: Kysely<Database>,
  person: Pick<ProviderPerson, 'provider' | 'subject' | 'email'>,
): Promise<string> {
  const stem = stemOf(person);
  const candidates = [stem, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${stem}${n}`)];
  for (let i = 0; i < 8; i++) candidates.push(`${stem}${randomInt(1000, 10_000)}`);
  const taken = new Set(
    (await db.selectFrom('users').select('user_id').where('user_id', 'in', candidates).execute()).map(
      (row) => row.user_id,
    ),
  );
  return candidates.find((candidate) => !taken.has(candidate)) ?? `${stem}${randomInt(1000, 10_000)}`;
}
