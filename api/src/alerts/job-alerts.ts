import type { Kysely, Transaction } from 'kysely';
import { CERTIFICATES, EMPLOYMENT_TYPES, POSITIONS } from '../../contracts/enumerations';
import { type JobAlert, type JobAlertInput, NO_ALERT_FILTERS_MESSAGE } from '../../contracts/job-alert';
import {
  ALERT_FILTER_NAMES,
  ALERT_SEARCH_NAME,
  alertConditionWords,
  alertListPath,
  JOB_ALERT_LIMIT,
} from '../../contracts/job-alert-filters';
import { jobInfoListQuerySchema } from '../../contracts/job-info';
import { isSido, isSigungu } from '../../contracts/regions';
import { searchWordSchema } from '../../contracts/search';
import type { Clock } from '../clock';
import { isPostgres } from '../db/dialect';
import type { Database, JobAlertRow } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import type { ListFilters } from '../job-infos/listing';
import { queryTerms } from '../search/terms';

/** What an alert watches: postings passing the list's filters, or holding every term of a search word. */
export type AlertFilters = { kind: 'list'; query: ListFilters } | { kind: 'word'; word: string; terms: string[] };

const NOT_FOUND_MESSAGE = '맞춤 공고 알림을 찾을 수 없습니다.';

/** A new alert's first digest brings the postings of the day before it was saved, not nothing. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 3_600_000;

/** The list answers a bad filter with the schema's words; an alert names the filter in plain Korean. */
const FILTER_MESSAGES: Record<(typeof ALERT_FILTER_NAMES)[number], string> = {
  sido: '시·도를 목록에서 선택해주세요.',
  sigungu: '시·군·구를 목록에서 선택해주세요.',
  position: '직종을 목록에서 선택해주세요.',
  employmentType: '고용형태를 목록에서 선택해주세요.',
  careerType: '경력 조건을 목록에서 선택해주세요.',
  payType: '급여형태를 목록에서 선택해주세요.',
  minPay: '최소 금액은 0원 이상의 숫자로 입력해주세요.',
  dawn: '근무시간대 조건이 올바르지 않습니다.',
  certificate: '자격증을 목록에서 선택해주세요.',
};

function filterError(message: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, { fields: { filters: message } });
}

/** Codes in the order of their label table, each once: one set of filters has one spelling. */
function inOrder(codes: readonly string[], table: Record<string, string>): string[] {
  const chosen = new Set(codes);
  return Object.keys(table).filter((code) => chosen.has(code));
}

/**
 * Reads saved filters exactly as the list reads its URL (the web drops empty fields, Hono gives a
 * repeated name as a list, jobInfoListQuerySchema does the rest), and spells them one way so that
 * equal filters are equal strings. Unknown names are ignored, as the list ignores them; sort and
 * page are not filters. Throws a Korean 400 for filters the list would refuse, a 시·도 or 시·군·구
 * it does not know, a search word mixed with filters, or nothing at all.
 */
export function parseAlertFilters(text: string): { filters: AlertFilters; canonical: string } {
  const params = new URLSearchParams(text.trim().replace(/^\?/, ''));
  const values = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  const listNames = ALERT_FILTER_NAMES.filter((name) => values(name).length);

  if (values(ALERT_SEARCH_NAME).length) {
    if (listNames.length) {
      throw filterError(
        '검색어 알림에는 다른 검색 조건을 함께 저장할 수 없습니다. 검색어나 조건 중 하나만 골라주세요.',
      );
    }
    const word = searchWordSchema.safeParse(values(ALERT_SEARCH_NAME)[0]);
    if (!word.success) throw filterError(word.error.issues[0]!.message);
    const terms = queryTerms(word.data);
    if (!terms.length) throw filterError('검색어에는 글자나 숫자가 들어가야 합니다.');
    return {
      filters: { kind: 'word', word: word.data, terms },
      canonical: new URLSearchParams({ [ALERT_SEARCH_NAME]: word.data }).toString(),
    };
  }
  if (!listNames.length) throw filterError(NO_ALERT_FILTERS_MESSAGE);

  const input = Object.fromEntries(
    listNames.map((name) => {
      const given = values(name);
      return [name, given.length === 1 ? given[0] : given];
    }),
  );
  const parsed = jobInfoListQuerySchema.safeParse(input);
  if (!parsed.success) {
    const name = parsed.error.issues[0]!.path[0] as (typeof ALERT_FILTER_NAMES)[number];
    throw filterError(FILTER_MESSAGES[name] ?? parsed.error.issues[0]!.message);
  }
  const { sort: _sort, page: _page, ...query } = parsed.data;
  if (query.sido !== undefined && !isSido(query.sido)) throw filterError(FILTER_MESSAGES.sido);
  if (query.sigungu !== undefined && !(query.sido && isSigungu(query.sido, query.sigungu))) {
    throw filterError(FILTER_MESSAGES.sigungu);
  }

  const kept = new URLSearchParams();
  const keep = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') kept.append(name, String(value));
  };
  keep('sido', query.sido);
  keep('sigungu', query.sigungu);
  for (const code of inOrder(query.position, POSITIONS)) keep('position', code);
  for (const code of inOrder(query.employmentType, EMPLOYMENT_TYPES)) keep('employmentType', code);
  keep('careerType', query.careerType);
  keep('payType', query.payType);
  keep('minPay', query.minPay);
  keep('dawn', query.dawn);
  for (const code of inOrder(query.certificate, CERTIFICATES)) keep('certificate', code);
  return { filters: { kind: 'list', query }, canonical: kept.toString() };
}

export function toJobAlert(row: JobAlertRow): JobAlert {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    conditions: alertConditionWords(row.filters),
    listPath: alertListPath(row.filters),
    createdAt: row.created_at,
    lastDigestAt: row.last_digest_at,
  };
}

/** 맞춤 공고 alerts: a job seeker's saved filters of the postings list, up to JOB_ALERT_LIMIT. */
export function createJobAlerts(db: Kysely<Database>, clock: Clock) {
  const postgres = isPostgres(db);

  async function own(executor: Kysely<Database>, userId: number) {
    return executor.selectFrom('job_alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  }

  return {
    async list(userId: number): Promise<{ items: JobAlert[]; limit: number }> {
      return { items: (await own(db, userId)).map(toJobAlert), limit: JOB_ALERT_LIMIT };
    },

    /** Counted under a lock on the member's row, so two tabs saving at once cannot pass the limit together. */
    async create(userId: number, input: JobAlertInput): Promise<JobAlert> {
      const { canonical } = parseAlertFilters(input.filters);
      return db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .$if(postgres, (qb) => qb.forUpdate())
          .execute();
        const existing = await own(trx, userId);
        const same = existing.find((alert) => alert.filters === canonical);
        if (same) throw conflict(`같은 조건의 맞춤 공고 알림 ‘${same.name}’이(가) 이미 있습니다.`, 'ALERT_DUPLICATE');
        if (existing.length >= JOB_ALERT_LIMIT) {
          throw conflict(
            `맞춤 공고 알림은 ${JOB_ALERT_LIMIT}개까지 저장할 수 있습니다. 쓰지 않는 알림을 지운 뒤 다시 저장해주세요.`,
            'ALERT_LIMIT',
          );
        }
        const now = clock.now();
        const row = await trx
          .insertInto('job_alerts')
          .values({
            user_id: userId,
            name: input.name,
            filters: canonical,
            created_at: now.toISOString(),
            last_digest_at: new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS).toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toJobAlert(row);
      });
    },

    async rename(userId: number, id: number, name: string): Promise<JobAlert> {
      const row = await db
        .updateTable('job_alerts')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      return toJobAlert(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      const { numDeletedRows } = await db
        .deleteFrom('job_alerts')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!Number(numDeletedRows)) throw notFound(NOT_FOUND_MESSAGE);
    },

    /** Account deletion: the member's alerts go with their other personal data. */
    async forgetUser(userId: number, trx: Transaction<Database>): Promise<void> {
      await trx.deleteFrom('job_alerts').where('user_id', '=', userId).execute();
    },
  };
}

export type JobAlerts = ReturnType<typeof createJobAlerts>;
