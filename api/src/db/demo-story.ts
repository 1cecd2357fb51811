import type { Kysely } from 'kysely';
import { addDays, koreanDay, startOfKoreanDay } from '../../contracts/korea-time';
import type { InterviewKind, InterviewSlot } from '../../contracts/interview';
import { offerBodySchema } from '../../contracts/offer';
import type { Clock } from '../clock';
import type { ApiDeps } from '../deps';
import type { Database, UserRow } from './schema';

const HOUR = 3_600_000;

/** A clock a demo sets to each moment it plays, so every record carries the day it happened. */
export class StoryClock implements Clock {
  constructor(private at: number) {}
  now() {
    return new Date(this.at);
  }
  async sleep(milliseconds: number) {
    this.at += milliseconds;
  }
  set(at: number) {
    this.at = at;
  }
}

interface Seeker {
  user: UserRow;
  resumeId: number;
}

/**
 * What happens after an application, played through the api's own services at past instants: the
 * demo company (bakery01) gets applicants in every state, the demo job seeker (baker01) has
 * applications in every state and an open 입사 제안, and one thread is reported for the back
 * office. It is dated from `now` so that what the scheduler does falls in the coming days: a
 * confirmed interview tomorrow (its reminders this evening and tomorrow), a proposal that lapses,
 * unanswered applications reaching 3, 7 and 14 days; and bakery01's paid trial shifts with baker01
 * (one done and 채용, one signed with its contract to download, one proposed). Runs only while there
 * are no applications.
 */
export async function seedDemoStory(
  db: Kysely<Database>,
  depsAt: (clock: Clock) => ApiDeps,
  now: Date = new Date(),
): Promise<boolean> {
  if (await db.selectFrom('applications').select('id').limit(1).executeTakeFirst()) return false;
  const start = now.getTime();
  const clock = new StoryClock(start);
  const deps = depsAt(clock);
  const today = koreanDay(now);
  /** `hours` before now */
  const ago = (hours: number) => start - hours * HOUR;
  /** a Korean day `days` from today at `hour`:`minute` KST, as ISO with the offset */
  const kst = (days: number, hour: number, minute = 0) =>
    new Date(Date.parse(startOfKoreanDay(addDays(today, days))) + hour * HOUR + minute * 60_000).toISOString();
  /** runs `step` with the clock at `at` */
  const at = async <T>(when: number, step: () => Promise<T>): Promise<T> => {
    clock.set(when);
    return step();
  };

  const user = (userId: string) => db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const bakery = await user('bakery01');
  const baker = await user('baker01');
  if (!bakery || !baker) return false;

  /** a company's postings open to applications today, oldest first */
  const listed = async (companyId: number) =>
    (
      await db
        .selectFrom('job_infos')
        .select('id')
        .where('company_id', '=', companyId)
        .where('status', '=', 'published')
        .where('visible_until', '>=', today)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  const seekerRows = await db
    .selectFrom('users')
    .innerJoin('resumes', 'resumes.user_id', 'users.id')
    .selectAll('users')
    .select('resumes.id as resume_id')
    .where('users.user_id', 'like', 'demoseeker%')
    .where('resumes.complete', '=', 1)
    .orderBy('users.id')
    .limit(10)
    .execute();
  const seekers: Seeker[] = seekerRows.map(({ resume_id, ...row }) => ({ user: row, resumeId: resume_id }));
  const ownPostings = await listed(bakery.id);
  const bakerResume = await db
    .selectFrom('resumes')
    .select('id')
    .where('user_id', '=', baker.id)
    .where('complete', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (seekers.length < 8 || !ownPostings.length || !bakerResume) return false;

  const { applications, interviews, threads, offers } = deps;
  const apply = (seeker: Seeker, jobInfoId: number, hoursAgo: number) =>
    at(ago(hoursAgo), () => applications.apply(seeker.user, jobInfoId, seeker.resumeId));
  const open = (companyId: number, id: number, hoursAgo: number) =>
    at(ago(hoursAgo), () => applications.openForCompany(companyId, id));
  const decide = (companyId: number, id: number, status: 'passed' | 'failed', hoursAgo: number) =>
    at(ago(hoursAgo), () => applications.decide(companyId, id, status));
  const propose = (
    companyId: number,
    id: number,
    hoursAgo: number,
    slots: InterviewSlot[],
    extra: { kind?: InterviewKind; bring?: string; note?: string; link?: string } = {},
  ) =>
    at(ago(hoursAgo), () =>
      interviews.propose(companyId, id, {
        kind: extra.kind ?? 'visit',
        slots,
        place: undefined,
        link: extra.link,
        bring: extra.bring,
        note: extra.note,
      }),
    );
  const say = (side: 'company' | 'applicant', userId: number, id: number, hoursAgo: number, body: string) =>
    at(ago(hoursAgo), () => threads.post({ userId, side }, id, body));
  const read = (side: 'company' | 'applicant', userId: number, id: number, hoursAgo: number) =>
    at(ago(hoursAgo), () => threads.markRead({ userId, side }, id));
  const posting = (n: number) => ownPostings[n % ownPostings.length]!;
  const [s1, s2, s3, s4, s5, s6, s7, s8] = seekers.slice(0, 8) as [
    Seeker,
    Seeker,
    Seeker,
    Seeker,
    Seeker,
    Seeker,
    Seeker,
    Seeker,
  ];

  // ── the demo company's applicants, one in each state ─────────────────────────────────────────
  // 새 지원: arrived two hours ago, not opened yet
  await apply(s1, posting(0), 2);
  // waiting almost three days: the company's first reminder comes within the day
  await apply(s2, posting(1), 2 * 24 + 20);
  // 열람 only, six and a half days ago: the seven-day reminder comes tomorrow
  const viewed = await apply(s3, posting(2), 6 * 24 + 14);
  await open(bakery.id, viewed.id, 6 * 24 + 10);
  // 서류합격
  const passed = await apply(s4, posting(0), 5 * 24);
  await open(bakery.id, passed.id, 4 * 24 + 6);
  await decide(bakery.id, passed.id, 'passed', 4 * 24 + 5);
  // 면접 제안, unanswered: two times, the first tomorrow; it lapses once both have passed
  const proposed = await apply(s5, posting(1), 4 * 24);
  await propose(bakery.id, proposed.id, 3 * 24, [
    { startsAt: kst(1, 11), minutes: 30 },
    { startsAt: kst(2, 15), minutes: 30 },
  ]);
  // 면접 확정 for tomorrow 14:00, after the seeker asked for other times, with a conversation
  const confirmed = await apply(s6, posting(0), 8 * 24);
  await open(bakery.id, confirmed.id, 7 * 24 + 20);
  await decide(bakery.id, confirmed.id, 'passed', 7 * 24 + 19);
  const first = await propose(bakery.id, confirmed.id, 6 * 24, [{ startsAt: kst(1, 9), minutes: 30 }], {
    bring: '위생복, 앞치마',
    note: '실기 없이 대화 위주로 진행합니다. 편하게 오세요.',
  });
  await at(ago(5 * 24 + 20), () =>
    interviews.answer(s6.user.id, confirmed.id, first.id, {
      otherTimes: '오전에는 지금 일하는 곳 근무가 있어서요. 오후 2시 이후면 언제든 괜찮습니다.',
    }),
  );
  const again = await propose(
    bakery.id,
    confirmed.id,
    5 * 24 + 2,
    [
      { startsAt: kst(1, 14), minutes: 30 },
      { startsAt: kst(2, 16), minutes: 30 },
    ],
    { bring: '위생복, 앞치마', note: '오후 시간으로 다시 드립니다. 편한 시간을 골라주세요.' },
  );
  await at(ago(4 * 24), () => interviews.answer(s6.user.id, confirmed.id, again.id, { slot: 0 }));
  await say(
    'company',
    bakery.id,
    confirmed.id,
    4 * 24 - 1,
    '면접 확정 감사합니다. 매장 뒷문 쪽 직원 출입구로 오시면 됩니다.',
  );
  await say('applicant', s6.user.id, confirmed.id, 3 * 24, '네, 알겠습니다. 혹시 주차가 가능할까요?');
  await read('company', bakery.id, confirmed.id, 2 * 24);
  await say(
    'company',
    bakery.id,
    confirmed.id,
    2 * 24 - 1,
    '매장 앞 공영주차장을 이용해주세요. 주차비는 지원해드립니다.',
  );
  await say('applicant', s6.user.id, confirmed.id, 20, '감사합니다! 내일 뵙겠습니다.');
  // 최종 합격: interviewed last week, 참석, hired, with a word about the first day
  const hired = await apply(s7, posting(2), 20 * 24);
  const hiredInterview = await propose(bakery.id, hired.id, 19 * 24, [{ startsAt: kst(-15, 10), minutes: 40 }]);
  await at(ago(18 * 24), () => interviews.answer(s7.user.id, hired.id, hiredInterview.id, { slot: 0 }));
  await at(Date.parse(kst(-15, 12)), () =>
    interviews.recordOutcome(bakery.id, hired.id, hiredInterview.id, { attended: true, result: 'hired' }),
  );
  await at(Date.parse(kst(-15, 13)), () =>
    threads.post(
      { userId: bakery.id, side: 'company' },
      hired.id,
      '함께하게 되어 기쁩니다. 첫 출근은 다음 주 월요일 오전 6시입니다.',
    ),
  );
  await at(Date.parse(kst(-15, 15)), () =>
    threads.post({ userId: s7.user.id, side: 'applicant' }, hired.id, '감사합니다. 열심히 하겠습니다!'),
  );
  // 불합격, told with the careful words
  const failed = await apply(s8, posting(1), 12 * 24);
  await open(bakery.id, failed.id, 11 * 24);
  await decide(bakery.id, failed.id, 'failed', 10 * 24);

  // earlier applicants, most answered within days: the company's 응답률 has a history to show
  const early = await apply(s1, posting(3), 40 * 24);
  await decide(bakery.id, early.id, 'passed', 39 * 24);
  const rejected = await apply(s2, posting(4), 33 * 24);
  await decide(bakery.id, rejected.id, 'failed', 30 * 24);
  const asked = await apply(s3, posting(5), 26 * 24);
  await say('company', bakery.id, asked.id, 24 * 24, '지원 감사합니다. 새벽 5시 출근이 가능하신지 여쭤봐도 될까요?');
  const late = await apply(s4, posting(3), 15 * 24);
  await decide(bakery.id, late.id, 'failed', 6 * 24);

  // ── the demo job seeker's own applications, to other bakeries ─────────────────────────────────
  const others: { company: UserRow; postings: number[] }[] = [];
  for (let n = 2; n <= 40 && others.length < 6; n++) {
    const company = await user(`demobakery${n}`);
    const postings = company ? await listed(company.id) : [];
    if (company && postings.length >= 2) others.push({ company, postings });
  }
  const me: Seeker = { user: baker, resumeId: bakerResume.id };
  const [waitingAt, viewedAt, proposingAt, talkingAt, failedAt, offeringAt] = others;
  if (waitingAt) {
    // no answer for almost fourteen days: tomorrow the board tells the seeker, kindly
    await apply(me, waitingAt.postings[0]!, 13 * 24 + 6);
  }
  if (viewedAt) {
    const mine = await apply(me, viewedAt.postings[0]!, 3 * 24);
    await open(viewedAt.company.id, mine.id, 2 * 24);
  }
  if (proposingAt) {
    // a proposal to answer: three times, a phone interview
    const mine = await apply(me, proposingAt.postings[0]!, 2 * 24);
    await propose(
      proposingAt.company.id,
      mine.id,
      20,
      [
        { startsAt: kst(2, 10), minutes: 20 },
        { startsAt: kst(2, 15), minutes: 20 },
        { startsAt: kst(3, 11), minutes: 20 },
      ],
      { kind: 'phone', note: '10분 정도 통화로 근무 조건을 안내드리려고 합니다.' },
    );
  }
  if (talkingAt) {
    // 면접 확정 in three days, by video, with a conversation
    const mine = await apply(me, talkingAt.postings[0]!, 6 * 24);
    await open(talkingAt.company.id, mine.id, 5 * 24);
    const video = await propose(talkingAt.company.id, mine.id, 5 * 24 - 1, [{ startsAt: kst(3, 10), minutes: 30 }], {
      kind: 'video',
      link: 'https://meet.example.com/bbangjob-demo',
      note: '화상 면접 링크로 접속해주세요.',
    });
    await at(ago(4 * 24), () => interviews.answer(baker.id, mine.id, video.id, { slot: 0 }));
    await say('applicant', baker.id, mine.id, 3 * 24, '안녕하세요, 면접 전에 포트폴리오 사진을 보내드려도 될까요?');
    await say('company', talkingAt.company.id, mine.id, 2 * 24, '네, 면접 때 화면으로 보여주셔도 좋습니다.');
  }
  if (failedAt) {
    const mine = await apply(me, failedAt.postings[0]!, 9 * 24);
    await decide(failedAt.company.id, mine.id, 'failed', 7 * 24);
  }
  if (offeringAt) {
    // 입사 제안 with times: a bakery the seeker applied to before proposes its other posting
    const mine = await apply(me, offeringAt.postings[0]!, 10 * 24);
    await decide(offeringAt.company.id, mine.id, 'failed', 8 * 24);
    await at(ago(10), () =>
      offers.send(
        offeringAt.company,
        bakerResume.id,
        offerBodySchema.parse({
          jobInfoId: offeringAt.postings[1]!,
          message: '이번 공고는 아쉽게 되었지만, 새벽 근무 자리에 꼭 모시고 싶어요. 면접 시간도 함께 보내드려요.',
          slots: [
            { startsAt: kst(4, 14), minutes: 30 },
            { startsAt: kst(5, 14), minutes: 30 },
          ],
        }),
      ),
    );
  }

  // ── 유급 체험 근무 between bakery01 and baker01: done and 채용, signed (its PDF to download), proposed ──
  const { trialShifts } = deps;
  const shift = (days: number, start: string, end: string, breakMinutes: number, hourlyWage: number) => ({
    date: addDays(today, days),
    start,
    end,
    breakMinutes,
    place: '서울 마포구 빵집 본점 1층 작업장',
    hourlyWage,
    note: '위생모와 앞치마는 준비되어 있습니다. 미끄럼 방지 신발을 신고 와주세요.',
  });
  const signBoth = async (applicationId: number, shiftId: number, worker: string, hoursAgo: number) => {
    await at(ago(hoursAgo), () =>
      trialShifts.sign('company', bakery.id, applicationId, shiftId, bakery.ceo_name ?? bakery.username, '127.0.0.1'),
    );
    await at(ago(hoursAgo - 2), () =>
      trialShifts.sign('seeker', baker.id, applicationId, shiftId, worker, '127.0.0.1'),
    );
  };
  {
    const done = await apply(me, posting(1), 20 * 24);
    await open(bakery.id, done.id, 19 * 24);
    const proposed = await at(ago(18 * 24), () =>
      trialShifts.propose(bakery.id, done.id, shift(-12, '06:00', '12:00', 30, 12_500)),
    );
    const accepted = await at(ago(17 * 24), () => trialShifts.accept(baker.id, done.id, proposed.id));
    await signBoth(done.id, proposed.id, accepted.contract!.worker.name, 16 * 24);
    await at(Date.parse(kst(-12, 12, 30)), () => trialShifts.confirm('company', bakery.id, done.id, proposed.id));
    await at(Date.parse(kst(-12, 13)), () => trialShifts.confirm('seeker', baker.id, done.id, proposed.id));
    await at(Date.parse(kst(-12, 15)), () => trialShifts.recordOutcome(bakery.id, done.id, proposed.id, 'hired'));
  }
  {
    const signed = await apply(me, posting(2), 5 * 24);
    await open(bakery.id, signed.id, 4 * 24 + 12);
    const proposed = await at(ago(4 * 24), () =>
      trialShifts.propose(bakery.id, signed.id, shift(3, '05:00', '11:00', 30, 11_000)),
    );
    const accepted = await at(ago(3 * 24), () => trialShifts.accept(baker.id, signed.id, proposed.id));
    await signBoth(signed.id, proposed.id, accepted.contract!.worker.name, 2 * 24);
  }
  {
    const asking = await apply(me, posting(3), 2 * 24);
    await at(ago(20), () => trialShifts.propose(bakery.id, asking.id, shift(6, '07:00', '11:00', 0, 10_800)));
  }

  // ── a thread someone reported: the back office reads it with the report ───────────────────────
  if (others[0]) {
    const target = others[0];
    const seeker = seekers[8] ?? s1;
    const applied = await apply(seeker, target.postings[1]!, 5 * 24);
    await say(
      'company',
      target.company.id,
      applied.id,
      4 * 24,
      '개인 연락처로 먼저 연락 주세요. 카톡 아이디 남겨드립니다.',
    );
    await at(ago(3 * 24), () =>
      threads.report(
        { userId: seeker.user.id, side: 'applicant' },
        applied.id,
        '채용과 관계없는 개인 연락을 요구합니다.',
      ),
    );
  }
  clock.set(start);
  return true;
}
