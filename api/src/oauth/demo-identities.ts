import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { createIdentities } from './identities';

/**
 * The demo seeker baker01 also signs in with 네이버: as the demo person of the fake 네이버 that
 * `npm run dev:fakes` starts (tests/fakes/oauth-providers.ts, DEMO_PEOPLE.naver), so a fresh clone
 * tries 네이버로 시작하기 without keys and lands in an account with a history. The fake 카카오's demo
 * person is linked to nobody: 카카오로 시작하기 shows a new person's sign-up.
 */
const DEMO_IDENTITIES = [
  {
    userId: 'baker01',
    account: { provider: 'naver', subject: 'nv-demo-0001', email: 'naver.baker@example.com', emailVerified: false },
  },
] as const;

/** Links the demo accounts among `createdUserIds` (just made by the seed) to their provider accounts. */
export async function seedDemoIdentities(db: Kysely<Database>, clock: Clock, createdUserIds: string[]): Promise<void> {
  const identities = createIdentities(db, clock);
  for (const { userId, account } of DEMO_IDENTITIES) {
    if (!createdUserIds.includes(userId)) continue;
    const user = await db.selectFrom('users').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await identities.link(db, user.id, account);
  }
}
