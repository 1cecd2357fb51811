import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { type JobInfoInput, jobInfoInputSchema } from '#contracts/job-info';
import { todayKst } from '../../api/src/clock';
import { addDays, daysBetween } from '#contracts/korea-time';
import type { Harness } from './harness';

/** A logger at info whose lines the test reads, parsed, in `lines`. */
export function readableLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { logger, lines };
}

/** A complete posting a company may publish. */
export const postingInput = (title: string, overrides: Partial<JobInfoInput> = {}): JobInfoInput => ({
  title,
  position: 'baker',
  employmentType: 'full_time',
  careerType: 'any',
  payType: 'monthly',
  payAmount: 2_800_000,
  sido: '서울',
  sigungu: '마포구',
  workDays: ['mon'],
  workStart: '06:00',
  workEnd: '15:00',
  headcount: 1,
  alwaysOpen: true,
  description: '아침 빵을 함께 구울 제빵사를 찾습니다. 초보도 환영합니다.',
  contactPhone: '010-1111-2222',
  ...overrides,
});

/** A complete resume a job seeker may apply with. */
export const resumeInput = {
  title: '제빵 3년차',
  name: '윤지원',
  birthYear: 1994,
  phone: '010-4444-5555',
  email: 'jiwon@example.com',
  regions: [{ sido: '서울', sigungu: null }],
  positions: ['baker'],
  introduction: '식빵과 바게트를 3년 동안 구웠습니다. 새벽 근무 가능합니다.',
};

/**
 * A new member with an address of their own: their account row and a fresh access token. Their
 * outbox starts empty: the mail that verifies the address at sign-up is taken out, so a test counts
 * only the mails of the events it causes.
 */
export async function newMember(api: Harness, role: 'normal' | 'company') {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const session = await api.signUp(role === 'company' ? api.companyUser({ email }) : api.normalUser({ email }));
  const user = (await api.deps.users.findByUserId(session.userId))!;
  await api.db.deleteFrom('outbox_mails').where('user_id', '=', user.id).where('kind', '=', 'verify_email').execute();
  return { ...user, email, accessToken: session.accessToken };
}

/** The days from the harness's today (in Korea) through `lastDay`: a period of them ends on that day. */
export function daysUntil(api: Pick<Harness, 'clock'>, lastDay: string): number {
  return daysBetween(todayKst(api.clock), lastDay);
}

/**
 * A company's postings made through the postings module: `create` a draft, or `publish` one until
 * `lastDay` (30 days on by default), a minute after the one before so that each has its own times.
 */
export function postingsOf(api: Harness, companyId: number) {
  const create = async (title: string) =>
    (await api.deps.jobInfos.create(companyId, jobInfoInputSchema.parse(postingInput(title)))).id;
  const publish = async (title: string, lastDay = addDays(todayKst(api.clock), 30)) => {
    const id = await create(title);
    api.clock.advance(60_000);
    await api.deps.jobInfos.publish(id, daysUntil(api, lastDay));
    return id;
  };
  return { create, publish };
}

/**
 * Runs `action` while the outbox refuses every row: an event's transaction then fails after its 알림
 * was written, and whatever it changed must roll back with it.
 */
export function whileOutboxIsDown<T>(api: Harness, action: () => Promise<T>): Promise<T> {
  return whileInsertsFail(api, 'outbox_mails', action);
}

/** Runs `action` while `table` refuses every new row, as a database that fails half-way would. */
export async function whileInsertsFail<T>(
  api: Harness,
  table: 'outbox_mails' | 'admin_actions',
  action: () => Promise<T>,
): Promise<T> {
  const name = sql.raw(`${table}_down`);
  if (api.dialect === 'postgres') {
    await sql`create function ${name}() returns trigger as $$ begin raise exception '${sql.raw(table)} down'; end $$ language plpgsql`.execute(
      api.db,
    );
    await sql`create trigger ${name} before insert on ${sql.table(table)} for each row execute function ${name}()`.execute(
      api.db,
    );
  } else {
    await sql`create trigger ${name} before insert on ${sql.table(table)} begin select raise(abort, '${sql.raw(table)} down'); end`.execute(
      api.db,
    );
  }
  try {
    return await action();
  } finally {
    await sql`drop trigger ${name}${api.dialect === 'postgres' ? sql` on ${sql.table(table)}` : sql``}`.execute(api.db);
    if (api.dialect === 'postgres') await sql`drop function ${name}()`.execute(api.db);
  }
}
