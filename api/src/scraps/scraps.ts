import type { Kysely, Transaction } from 'kysely';
import type { ScrapKind } from '../../contracts/scrap';
import type { UserAction } from '../../contracts/user';
import { type Clock, isoNow } from '../clock';
import { paginate } from '../db/paginate';
import type { Database, UserRow } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { JobInfos } from '../job-infos/job-infos';
import type { Resumes } from '../resumes/resumes';

/** Who scraps what: job seekers keep postings, companies keep resumes. */
const SCRAPPER: Record<ScrapKind, UserRow['role']> = { job: 'normal', resume: 'company' };

/**
 * 스크랩. Adding and removing are idempotent, so a form posted twice (a slow phone, a double tap)
 * leaves the same state. Only what is listed now can be scrapped; a scrap outlives its target's
 * listing, shown as 마감 until the user removes it.
 */
export function createScraps(db: Kysely<Database>, clock: Clock, jobInfos: JobInfos, resumes: Resumes) {
  function checkRole(user: UserRow, kind: ScrapKind) {
    if (user.role !== SCRAPPER[kind]) {
      throw forbidden(
        kind === 'job' ? '공고 스크랩은 개인회원만 할 수 있습니다.' : '인재 스크랩은 기업회원만 할 수 있습니다.',
      );
    }
  }

  async function page(userId: number, kind: ScrapKind, pageNo: number) {
    const mine = db.selectFrom('scraps').where('user_id', '=', userId).where('kind', '=', kind);
    return paginate({
      rows: mine.select(['target_id', 'created_at']).orderBy('created_at', 'desc').orderBy('target_id', 'desc'),
      count: mine,
      page: pageNo,
    });
  }

  return {
    /** The scrapped ids the login user carries in `action`, newest first. */
    async scrappedIds(userId: number): Promise<Pick<UserAction, 'scrapJobInfoIds' | 'scrapResumeIds'>> {
      const rows = await db
        .selectFrom('scraps')
        .select(['kind', 'target_id'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return {
        scrapJobInfoIds: rows.filter((row) => row.kind === 'job').map((row) => row.target_id),
        scrapResumeIds: rows.filter((row) => row.kind === 'resume').map((row) => row.target_id),
      };
    },

    async add(user: UserRow, kind: ScrapKind, targetId: number): Promise<void> {
      checkRole(user, kind);
      const listed =
        kind === 'job'
          ? (await jobInfos.summariesOf([targetId])).get(targetId)?.listed
          : (await resumes.summariesOf([targetId])).has(targetId);
      if (!listed) throw notFound(kind === 'job' ? '공고를 찾을 수 없습니다.' : '이력서를 찾을 수 없습니다.');
      await db
        .insertInto('scraps')
        .values({ user_id: user.id, kind, target_id: targetId, created_at: isoNow(clock) })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
        .execute();
    },

    async remove(user: UserRow, kind: ScrapKind, targetId: number): Promise<void> {
      checkRole(user, kind);
      await db
        .deleteFrom('scraps')
        .where('user_id', '=', user.id)
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .execute();
    },

    /** Account deletion: what the user kept goes with them. */
    async forgetUser(userId: number, trx: Transaction<Database>): Promise<void> {
      await trx.deleteFrom('scraps').where('user_id', '=', userId).execute();
    },

    async listJobInfos(user: UserRow, pageNo: number) {
      checkRole(user, 'job');
      const scrapped = await page(user.id, 'job', pageNo);
      const found = await jobInfos.summariesOf(scrapped.items.map((row) => row.target_id));
      const items = scrapped.items.map((row) => {
        const posting = found.get(row.target_id);
        return {
          id: row.target_id,
          title: posting?.title ?? '삭제된 공고',
          scrappedAt: row.created_at,
          listed: posting?.listed ?? false,
          summary: posting?.summary ?? null,
        };
      });
      return { ...scrapped, items };
    },

    async listResumes(user: UserRow, pageNo: number) {
      checkRole(user, 'resume');
      const scrapped = await page(user.id, 'resume', pageNo);
      const found = await resumes.summariesOf(scrapped.items.map((row) => row.target_id));
      const items = scrapped.items.map((row) => {
        const summary = found.get(row.target_id) ?? null;
        return { id: row.target_id, scrappedAt: row.created_at, listed: summary !== null, summary };
      });
      return { ...scrapped, items };
    },
  };
}

export type Scraps = ReturnType<typeof createScraps>;
