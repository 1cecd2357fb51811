import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { type Clock, isoNow, systemClock } from '../clock';
import { PRODUCT_CATALOGUE } from '../products/catalogue';
import { createUsers, type NewAccount } from '../users/users';
import type { Database } from './schema';

/** The demo accounts of the embedded default; their passwords are in the README. */
export const DEMO_ACCOUNTS: (Omit<NewAccount, 'passwordHash'> & { password: string })[] = [
  {
    userId: 'baker01',
    password: 'baker1234',
    username: '김제빵',
    email: 'baker01@example.com',
    phone: '010-1234-5678',
    role: 'normal',
    company: null,
    agreeMarketing: false,
  },
  {
    userId: 'bakery01',
    password: 'bakery1234',
    username: '빵굽는마을 베이커리',
    email: 'bakery01@example.com',
    phone: '02-123-4567',
    role: 'company',
    company: {
      businessNumber: '1234567891',
      ceoName: '이사장',
      companyAddress: '서울특별시 마포구 양화로 123',
      businessType: '제과점업',
    },
    agreeMarketing: true,
  },
  {
    userId: 'admin',
    password: 'admin1234',
    username: '빵잡 운영자',
    email: 'admin@example.com',
    phone: '010-0000-0000',
    role: 'admin',
    company: null,
    agreeMarketing: false,
  },
];

/** The product table; prices an operator changed later are left alone. */
export async function seedProducts(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('products')
    .values(PRODUCT_CATALOGUE)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Demo accounts that do not exist yet; returns the login ids created. */
export async function seedDemoAccounts(db: Kysely<Database>, clock: Clock = systemClock): Promise<string[]> {
  const users = createUsers(db, clock);
  const created: string[] = [];
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    if (await users.findByUserId(account.userId)) continue;
    const row = await users.create({ ...account, passwordHash: await hashPassword(password) });
    if (row && account.company) {
      await db
        .updateTable('users')
        .set({ verified_at: isoNow(clock) })
        .where('id', '=', row.id)
        .execute();
    }
    if (row) created.push(account.userId);
  }
  return created;
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}
