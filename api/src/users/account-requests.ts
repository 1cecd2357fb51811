import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { Database, RecoveryRequestsTable } from '../db/schema';
import { ApiError } from '../http/errors';

export type AccountRequestKind = RecoveryRequestsTable['kind'];

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * One bound on requests of a kind: at most `max` within `windowMs` of the same subject, of the same
 * client address, or of the same pair of both. `refusal` is the first half of the 429's message.
 */
export interface RequestLimit {
  per: 'subject' | 'ip' | 'pair';
  max: number;
  windowMs: number;
  refusal: string;
}

const TOO_MANY = '요청이 너무 많습니다.';

/**
 * The limits of each kind. 아이디 찾기 and 비밀번호 찾기 count per (subject, client): a stranger
 * who names an id or an address uses up his own allowance, not its owner's; the daily ceiling per
 * subject still keeps one mailbox from being flooded from many addresses. A verification mail
 * (sign-up, resend, address change) counts against the address it goes to, whoever asked.
 */
export function accountRequestLimits(signUpsPerHour: number): Record<AccountRequestKind, RequestLimit[]> {
  const recovery: RequestLimit[] = [
    { per: 'pair', max: 5, windowMs: HOUR, refusal: TOO_MANY },
    { per: 'ip', max: 20, windowMs: HOUR, refusal: TOO_MANY },
    { per: 'subject', max: 20, windowMs: DAY, refusal: TOO_MANY },
  ];
  const mails = '이 주소로 보낸 인증 메일이 너무 많습니다. 인증 메일은 한 주소에 1시간 3통, 하루 10통까지 보냅니다.';
  return {
    find_id: recovery,
    find_password: recovery,
    verify_email: [
      { per: 'subject', max: 3, windowMs: HOUR, refusal: mails },
      { per: 'subject', max: 10, windowMs: DAY, refusal: mails },
    ],
    sign_up: [{ per: 'ip', max: signUpsPerHour, windowMs: HOUR, refusal: '회원가입 요청이 너무 많습니다.' }],
    email_change: [
      { per: 'subject', max: 3, windowMs: DAY, refusal: '이메일 주소는 하루에 3번까지 바꿀 수 있습니다.' },
    ],
  };
}

/** How long to wait, as the message says it: minutes up to an hour, then hours and minutes. */
export function retryIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes <= 60) return `${minutes}분`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}시간${rest ? ` ${rest}분` : ''}`;
}

function tooManyRequests(limit: RequestLimit, retryAfterMs: number) {
  const seconds = Math.ceil(retryAfterMs / 1000);
  return new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    `${limit.refusal} ${retryIn(retryAfterMs)} 뒤에 다시 시도해주세요.`,
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Requests that mail someone or cost a password hash: 아이디 찾기, 비밀번호 찾기, verification
 * mails, sign-ups and address changes, counted whether or not an account matched: the count, the
 * refusal and the time they take say nothing about who is a member.
 */
export function createAccountRequests(
  db: Kysely<Database>,
  clock: Clock,
  limits: Record<AccountRequestKind, RequestLimit[]>,
) {
  /** rows older than every window count for nothing */
  const keptMs = Math.max(...Object.values(limits).flatMap((each) => each.map((limit) => limit.windowMs)));
  const since = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

  /** When the `max`-th most recent request leaves the window, in ms from now; 0 when under the limit. */
  async function waitFor(
    executor: Kysely<Database>,
    kind: AccountRequestKind,
    limit: RequestLimit,
    subject: string,
    ip: string,
  ): Promise<number> {
    let query = executor
      .selectFrom('recovery_requests')
      .select('created_at')
      .where('kind', '=', kind)
      .where('created_at', '>', since(limit.windowMs))
      .orderBy('created_at', 'desc')
      .limit(limit.max);
    if (limit.per !== 'ip') query = query.where('subject', '=', subject);
    if (limit.per !== 'subject') query = query.where('ip', '=', ip);
    const rows = await query.execute();
    if (rows.length < limit.max) return 0;
    return new Date(rows[rows.length - 1]!.created_at).getTime() + limit.windowMs - clock.now().getTime();
  }

  /**
   * Refuses with 429, naming the longest wait, when any limit of `kind` is reached. An address no
   * trusted proxy named is not limited as one (it would be everyone's); as half of a pair it is the
   * empty one, shared by every unnamed client.
   */
  async function check(kind: AccountRequestKind, subject: string, ip: string | null, executor = db): Promise<void> {
    const applying = limits[kind].filter((limit) => ip !== null || limit.per !== 'ip');
    const waits = await Promise.all(applying.map((limit) => waitFor(executor, kind, limit, subject, ip ?? '')));
    let refused: { limit: RequestLimit; ms: number } | undefined;
    waits.forEach((ms, i) => {
      if (ms > (refused?.ms ?? 0)) refused = { limit: applying[i]!, ms };
    });
    if (refused) throw tooManyRequests(refused.limit, refused.ms);
  }

  return {
    check,

    /**
     * Counts one request, or refuses it as `check` does; inside `executor` when the request is
     * part of a larger change, so a change that fails is not counted. Returns the request's id,
     * which keys its mail.
     */
    async record(kind: AccountRequestKind, subject: string, ip: string | null, executor = db): Promise<number> {
      await check(kind, subject, ip, executor);
      await executor.deleteFrom('recovery_requests').where('created_at', '<=', since(keptMs)).execute();
      const { id } = await executor
        .insertInto('recovery_requests')
        .values({ kind, subject, ip: ip ?? '', created_at: isoNow(clock) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}

export type AccountRequests = ReturnType<typeof createAccountRequests>;
