import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobInfoInputSchema } from '#contracts/job-info';
import { ERASED_INQUIRY } from '../../api/src/customer-centre/inquiries';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { createHarness, DIALECTS, type Harness } from './harness';
import { postingInput, resumeInput } from './fixtures';

const posting = postingInput('탈퇴 전후의 공고');

const QUESTION = {
  category: 'payment',
  title: '윤지원 환불 문의',
  body: '010-4444-5555로 연락 주세요. 환불받고 싶습니다.',
};

type Account = Awaited<ReturnType<Harness['signUp']>> & { id: number };

/** 회원 탈퇴 happens whole or not at all, and takes what the member wrote in 1:1 inquiries with it. */
describe.each(DIALECTS)('account deletion (%s)', (dialect) => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
  });
  afterAll(() => api.close());

  async function signUp(body = api.normalUser()): Promise<Account> {
    const session = await api.signUp(body);
    return { ...session, id: (await api.deps.users.findByUserId(session.userId))!.id };
  }

  /**
   * A company with a listed posting; a job seeker who applied to it with a resume, scrapped it,
   * ordered a resume product by bank transfer and asked a question that was answered.
   */
  async function accountsWithData() {
    const company = await signUp(api.companyUser());
    const created = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(posting));
    await api.deps.jobInfos.publish(created.id, 10);
    const seeker = await signUp();
    const resumeId = (await api.post('/my/resumes', resumeInput, seeker.accessToken)).body.resume.id;
    const steps = [
      await api.post(`/job-infos/${created.id}/applications`, { resumeId }, seeker.accessToken),
      await api.request('PUT', `/my/scraps/job/${created.id}`, { token: seeker.accessToken }),
      await api.post(
        '/my/orders',
        { productCode: 'resume-30', targetId: resumeId, method: 'bank_transfer', depositorName: '윤지원' },
        seeker.accessToken,
      ),
      await api.post('/my/inquiries', QUESTION, seeker.accessToken),
    ] as const;
    for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBeLessThan(300);
    const inquiryId = steps[3].body.inquiry.id;
    const answer = await api.post(`/admin/inquiries/${inquiryId}/answer`, { answer: '환불을 도와드렸습니다.' }, admin);
    expect(answer.status).toBe(200);
    return { company, seeker, jobInfoId: created.id, resumeId, inquiryId };
  }

  /** Every row that account deletion touches, for one account. */
  async function rowsOf(userId: number) {
    const db = api.db;
    const resumes = await db.selectFrom('resumes').selectAll().where('user_id', '=', userId).execute();
    const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    return {
      user: await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),
      resumes,
      resumeTerms: resumes.length
        ? await db
            .selectFrom('search_terms')
            .selectAll()
            .where('kind', '=', 'resume')
            .where(
              'doc_id',
              'in',
              resumes.map((row) => row.id),
            )
            .orderBy('term')
            .orderBy('doc_id')
            .execute()
        : [],
      applications: await db.selectFrom('applications').selectAll().where('seeker_id', '=', userId).execute(),
      postings: await db.selectFrom('job_infos').selectAll().where('company_id', '=', userId).execute(),
      scraps: await db.selectFrom('scraps').selectAll().where('user_id', '=', userId).execute(),
      orders,
      orderEvents: orders.length
        ? await db
            .selectFrom('order_events')
            .selectAll()
            .where(
              'order_id',
              'in',
              orders.map((row) => row.id),
            )
            .orderBy('id')
            .execute()
        : [],
      inquiries: await db.selectFrom('inquiries').selectAll().where('user_id', '=', userId).execute(),
      mails: await db.selectFrom('outbox_mails').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      links: await db.selectFrom('account_links').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    };
  }

  /** A real failure in the last step: the database refuses to mark an account deleted. */
  async function refuseAnonymizing(): Promise<() => Promise<void>> {
    if (dialect === 'postgres') {
      await sql`create function refuse_deleted() returns trigger language plpgsql as $$
        begin raise exception 'account deletion refused for the test'; end $$`.execute(api.db);
      await sql`create trigger refuse_deleted before update of deleted_at on users for each row
        when (new.deleted_at is not null) execute function refuse_deleted()`.execute(api.db);
      return async () => {
        await sql`drop trigger refuse_deleted on users`.execute(api.db);
        await sql`drop function refuse_deleted()`.execute(api.db);
      };
    }
    await sql`create trigger refuse_deleted before update of deleted_at on users
      when new.deleted_at is not null begin select raise(abort, 'account deletion refused for the test'); end`.execute(
      api.db,
    );
    return async () => {
      await sql`drop trigger refuse_deleted`.execute(api.db);
    };
  }

  it('a failure in the last step leaves both accounts exactly as they were, signed in', async () => {
    const { company, seeker } = await accountsWithData();
    for (const account of [seeker, company]) await api.checkPassword(account.accessToken, account.password);
    const before = { company: await rowsOf(company.id), seeker: await rowsOf(seeker.id) };
    expect(before.seeker.resumeTerms.length).toBeGreaterThan(0);
    expect(before.seeker.applications[0]!.resume_copy).not.toBeNull();
    expect(before.company.postings[0]!.status).toBe('published');

    const allow = await refuseAnonymizing();
    try {
      for (const account of [seeker, company]) {
        const res = await api.put('/delete-user', { password: account.password }, account.accessToken);
        expect(res.status).toBe(500);
      }
    } finally {
      await allow();
    }

    expect({ company: await rowsOf(company.id), seeker: await rowsOf(seeker.id) }).toEqual(before);
    for (const account of [seeker, company]) {
      expect((await api.get('/get-login-user', account.accessToken)).status).toBe(200);
      expect((await api.post('/refresh', { refreshToken: account.refreshToken })).status).toBe(200);
    }
  });

  it('deletes everything personal at once, the 1:1 questions included, and keeps the answers', async () => {
    const { company, seeker, jobInfoId, resumeId, inquiryId } = await accountsWithData();
    // the mails the seeker was sent (the address's verification, the answer) and the link they carried
    const mailed = await rowsOf(seeker.id);
    expect(mailed.mails.map((row) => row.kind)).toEqual(expect.arrayContaining(['verify_email', 'inquiry_answered']));
    expect(mailed.links.map((row) => row.purpose)).toEqual(['verify_email']);

    for (const account of [seeker, company]) {
      await api.checkPassword(account.accessToken, account.password);
      expect((await api.put('/delete-user', { password: account.password }, account.accessToken)).status).toBe(200);
      // the sign-in ended with the account: neither token opens anything any more
      expect((await api.get('/get-login-user', account.accessToken)).status).toBe(401);
      expect((await api.post('/refresh', { refreshToken: account.refreshToken })).status).toBe(401);
    }

    const left = await rowsOf(seeker.id);
    expect(left.user).toMatchObject({ username: '탈퇴회원', email: null, phone: null, password_hash: '' });
    expect(left.resumes).toEqual([]);
    expect(left.resumeTerms).toEqual([]);
    expect(left.applications.map((row) => row.resume_copy)).toEqual([null]);
    expect(left.scraps).toEqual([]);
    expect(left.mails).toEqual([]);
    expect(left.links).toEqual([]);
    expect((await rowsOf(company.id)).mails).toEqual([]);
    expect(left.orders.map((row) => [row.status, row.depositor_name])).toEqual([['cancelled', '윤○○']]);
    expect(left.inquiries).toEqual([
      expect.objectContaining({ id: inquiryId, ...ERASED_INQUIRY, answer: '환불을 도와드렸습니다.' }),
    ]);
    const queue = await api.get('/admin/inquiries', admin);
    const shown = queue.body.items.find((item: { id: number }) => item.id === inquiryId);
    expect(shown).toMatchObject({ ...ERASED_INQUIRY, asker: { username: '탈퇴회원' } });
    expect(JSON.stringify(shown)).not.toContain('010-4444-5555');

    expect((await rowsOf(company.id)).postings.map((row) => row.status)).toEqual(['closed']);
    expect((await api.get(`/job-infos/${jobInfoId}`)).status).toBe(410);
    expect(await api.db.selectFrom('resumes').select('id').where('id', '=', resumeId).execute()).toEqual([]);
  });
});
