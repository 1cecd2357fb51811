import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '../../api/src/messages/kinds';
import { createHarness, DIALECTS, type Harness } from './harness';

interface Member {
  id: number;
  userId: string;
  password: string;
  accessToken: string;
}

/** The 알림 centre, each member's mail choices and the one-click unsubscribe links of the mails. */
describe.each(DIALECTS)('notifications (%s)', (dialect) => {
  let api: Harness;
  let events = 0;
  beforeAll(async () => {
    api = await createHarness(dialect, { PUBLIC_URL: 'https://bbangjob.example' });
  });
  afterAll(() => api.close());

  async function member(body = api.normalUser()): Promise<Member> {
    const session = await api.signUp(body);
    const { id } = (await api.deps.users.findByUserId(session.userId))!;
    return { id, userId: session.userId, password: session.password, accessToken: session.accessToken };
  }

  /** An event told to `to` through the real write side, as the events of the board tell it. */
  async function tell(
    to: Member,
    kind: NotificationKind = 'application_status',
    title = '지원서를 기업이 열람했습니다',
  ) {
    events += 1;
    const eventKey = `${kind}:test:${events}`;
    await api.db.transaction().execute((trx) =>
      api.deps.messages.notify(trx, {
        kind,
        userId: to.id,
        eventKey,
        title,
        body: '달빛제과가 지원서를 열람했습니다.',
        link: `/resume/apply-job-info?event=${events}`,
      }),
    );
    api.clock.advance(1000);
    const row = await api.db
      .selectFrom('notifications')
      .select('id')
      .where('event_key', '=', eventKey)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const mailsOf = (eventKey: string) =>
    api.db.selectFrom('outbox_mails').select('id').where('event_key', '=', eventKey).execute();

  describe('the list', () => {
    it('is the member’s own, newest first, 20 a page, with the unread count', async () => {
      const seeker = await member();
      const other = await member();
      await tell(other, 'application_status', '남의 알림');
      const ids: number[] = [];
      for (let i = 1; i <= 23; i++) ids.push(await tell(seeker, 'application_status', `알림 ${i}`));

      const first = await api.get('/my/notifications', seeker.accessToken);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 20, unread: 23 });
      expect(first.body.items).toHaveLength(20);
      expect(first.body.items[0]).toEqual({
        id: ids[22],
        kind: 'application_status',
        title: '알림 23',
        body: '달빛제과가 지원서를 열람했습니다.',
        link: expect.stringMatching(/^\/resume\/apply-job-info\?event=\d+$/),
        readAt: null,
        createdAt: expect.any(String),
      });
      expect(first.body.items.map((item: { id: number }) => item.id)).toEqual(ids.slice(3).reverse());

      const second = await api.get('/my/notifications?page=2', seeker.accessToken);
      expect(second.body.items.map((item: { title: string }) => item.title)).toEqual(['알림 3', '알림 2', '알림 1']);
      const beyond = await api.get('/my/notifications?page=9', seeker.accessToken);
      expect(beyond.body).toMatchObject({ items: [], total: 23, page: 9 });
    });

    it('refuses a page that is not a page, and strangers', async () => {
      const seeker = await member();
      const bad = await api.get('/my/notifications?page=0', seeker.accessToken);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('페이지 번호가 올바르지 않습니다.');
      for (const [method, path] of [
        ['GET', '/my/notifications'],
        ['POST', '/my/notifications/1/read'],
        ['POST', '/my/notifications/read-all'],
        ['GET', '/my/notification-settings'],
        ['PUT', '/my/notification-settings'],
      ]) {
        expect((await api.request(method!, path!)).status, `${method} ${path}`).toBe(401);
      }
    });

    it('is empty for a new member', async () => {
      const seeker = await member();
      const list = await api.get('/my/notifications', seeker.accessToken);
      expect(list.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20, unread: 0 });
    });
  });

  describe('reading', () => {
    it('marks one read once, answers its link, and the login user carries the unread count', async () => {
      const seeker = await member();
      const first = await tell(seeker);
      const second = await tell(seeker);
      const before = await api.get('/get-login-user', seeker.accessToken);
      expect(before.body.user.action.unreadNotifications).toBe(2);

      const read = await api.post(`/my/notifications/${first}/read`, undefined, seeker.accessToken);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ link: expect.stringMatching(/^\/resume\/apply-job-info/), unread: 1 });
      const readAt = (await api.get('/my/notifications', seeker.accessToken)).body.items[1]!.readAt;
      expect(readAt).toEqual(expect.any(String));

      api.clock.advance(60_000);
      const again = await api.post(`/my/notifications/${first}/read`, undefined, seeker.accessToken);
      expect(again.body.unread).toBe(1);
      const list = await api.get('/my/notifications', seeker.accessToken);
      expect(list.body.items.map((item: { id: number; readAt: string | null }) => [item.id, item.readAt])).toEqual([
        [second, null],
        [first, readAt],
      ]);
      expect(list.body.unread).toBe(1);
      const login = await api.post('/login', { userId: seeker.userId, password: seeker.password });
      expect(login.body.user.action.unreadNotifications).toBe(1);
    });

    it('answers 404 for someone else’s 알림 and for ids that name nothing, and changes nothing', async () => {
      const seeker = await member();
      const stranger = await member();
      const theirs = await tell(stranger);
      const refused = await api.post(`/my/notifications/${theirs}/read`, undefined, seeker.accessToken);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('알림을 찾을 수 없습니다.');
      expect((await api.get('/my/notifications', stranger.accessToken)).body.unread).toBe(1);
      for (const id of ['0', 'abc', '99999999999', '2147483647']) {
        const res = await api.post(`/my/notifications/${id}/read`, undefined, seeker.accessToken);
        expect(res.status, id).toBe(404);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
    });

    it('marks all read, the member’s own only', async () => {
      const seeker = await member();
      const stranger = await member();
      await tell(seeker);
      await tell(seeker);
      await tell(stranger);
      const all = await api.post('/my/notifications/read-all', undefined, seeker.accessToken);
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ unread: 0 });
      expect((await api.get('/get-login-user', seeker.accessToken)).body.user.action.unreadNotifications).toBe(0);
      expect((await api.get('/my/notifications', stranger.accessToken)).body.unread).toBe(1);
      const after = await tell(seeker);
      expect((await api.get('/my/notifications', seeker.accessToken)).body).toMatchObject({ unread: 1 });
      expect((await api.get('/my/notifications', seeker.accessToken)).body.items[0]!.id).toBe(after);
    });
  });

  describe('mail settings', () => {
    it('lists the kinds of the member’s role, all mailed at first, and the ones always mailed', async () => {
      const seeker = await member();
      const company = await member(api.companyUser());
      const mine = await api.get('/my/notification-settings', seeker.accessToken);
      expect(mine.status).toBe(200);
      expect(mine.body.kinds.map((row: { kind: string }) => row.kind)).toEqual([
        'application_status',
        'interview_proposed',
        'talent_offer',
        'application_waiting',
        'resume_ending',
        'scrap_closing',
        'job_alert_digest',
        'portfolio_photo_hidden',
        'interview_reminder',
        'thread_message',
        'image_removed',
        'inquiry_answered',
      ]);
      expect(mine.body.kinds[0]).toEqual({
        kind: 'application_status',
        label: '지원 결과 (열람·서류합격·불합격)',
        description: '내 지원서의 진행 상황이 바뀌면 알려드리는 메일입니다.',
        mail: true,
        push: true,
      });
      expect(mine.body.alwaysOn.map((row: { kind: string }) => row.kind)).toEqual([
        'payment_confirmed',
        'refund_decided',
        'verify_email',
        'find_id',
        'reset_password',
      ]);
      const theirs = await api.get('/my/notification-settings', company.accessToken);
      expect(theirs.body.kinds.map((row: { kind: string }) => row.kind)).toEqual([
        'application_received',
        'application_cancelled',
        'posting_ending',
        'interview_answered',
        'offer_answered',
        'answer_reminder',
        'posting_hidden',
        'interview_reminder',
        'thread_message',
        'image_removed',
        'inquiry_answered',
      ]);
    });

    it('switches a kind’s mail off and on again: the 알림 is always kept', async () => {
      const seeker = await member();
      const off = await api.put(
        '/my/notification-settings',
        { settings: [{ kind: 'application_status', mail: false }] },
        seeker.accessToken,
      );
      expect(off.status).toBe(200);
      const mailOf = (body: { kinds: { kind: string; mail: boolean }[] }) =>
        Object.fromEntries(body.kinds.map((row) => [row.kind, row.mail]));
      expect(mailOf(off.body)).toMatchObject({ application_status: false, scrap_closing: true });
      expect(mailOf((await api.get('/my/notification-settings', seeker.accessToken)).body).application_status).toBe(
        false,
      );

      await tell(seeker, 'application_status');
      expect(await mailsOf(`application_status:test:${events}`)).toHaveLength(0);
      expect((await api.get('/my/notifications', seeker.accessToken)).body.total).toBe(1);

      const on = await api.put(
        '/my/notification-settings',
        {
          settings: [
            { kind: 'application_status', mail: true },
            { kind: 'scrap_closing', mail: false },
          ],
        },
        seeker.accessToken,
      );
      expect(mailOf(on.body)).toMatchObject({ application_status: true, scrap_closing: false });
      await tell(seeker, 'application_status');
      expect(await mailsOf(`application_status:test:${events}`)).toHaveLength(1);
    });

    it('refuses in Korean what cannot be switched, and changes nothing then', async () => {
      const seeker = await member();
      const cases: [unknown, number, RegExp][] = [
        [{ settings: [{ kind: 'payment_confirmed', mail: false }] }, 0, /입금 확인 메일은 .*끌 수 없습니다/],
        [{ settings: [{ kind: 'reset_password', mail: false }] }, 0, /끌 수 없습니다/],
        [{ settings: [{ kind: 'application_received', mail: false }] }, 0, /받으실 수 없는 알림 종류/],
        [{ settings: [{ kind: 'no_such_kind', mail: false }] }, 0, /받으실 수 없는 알림 종류/],
        [{ settings: [{ kind: 'mail_test', mail: false }] }, 0, /받으실 수 없는 알림 종류/],
        [{ settings: [{ kind: '__proto__', mail: false }] }, 0, /받으실 수 없는 알림 종류/],
        [
          {
            settings: [
              { kind: 'scrap_closing', mail: false },
              { kind: 'refund_decided', mail: false },
            ],
          },
          1,
          /환불 처리 메일은/,
        ],
        [
          {
            settings: [
              { kind: 'scrap_closing', mail: false },
              { kind: 'scrap_closing', mail: true },
            ],
          },
          1,
          /두 번/,
        ],
      ];
      for (const [body, index, message] of cases) {
        const res = await api.put('/my/notification-settings', body, seeker.accessToken);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toMatch(message);
        expect(res.body.details.fields[`settings.${index}.kind`]).toBe(res.body.message);
      }
      for (const body of [{}, { settings: [] }, { settings: [{ kind: 'scrap_closing' }] }, { settings: 'off' }]) {
        const res = await api.put('/my/notification-settings', body, seeker.accessToken);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toMatch(/[가-힣]/);
      }
      const settings = await api.get('/my/notification-settings', seeker.accessToken);
      expect(settings.body.kinds.every((row: { mail: boolean }) => row.mail)).toBe(true);
    });

    it('gives an operator nothing to switch', async () => {
      const admin = await member();
      await api.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
      const settings = await api.get('/my/notification-settings', admin.accessToken);
      expect(settings.body).toEqual({ kinds: [], alwaysOn: [], acceptsOffers: null });
      const refused = await api.put(
        '/my/notification-settings',
        { settings: [{ kind: 'inquiry_answered', mail: false }] },
        admin.accessToken,
      );
      expect(refused.status).toBe(400);
    });
  });

  describe('one-click unsubscribe', () => {
    const describeLink = (token: string) => api.get(`/unsubscribe?token=${encodeURIComponent(token)}`);
    const unsubscribe = (token: unknown) => api.post('/unsubscribe', { token });

    it('says what a kind’s link stops without stopping it, then stops that kind’s mail, again and again', async () => {
      const seeker = await member();
      const token = api.deps.unsubscribe.sign({ userId: seeker.id, scope: 'scrap_closing' });

      const preview = await describeLink(token);
      expect(preview.status).toBe(200);
      expect(preview.body).toEqual({ target: '스크랩한 공고 마감 임박 메일', alert: false, stopped: false });
      // reading the link (a mail scanner's GET) stopped nothing
      await tell(seeker, 'scrap_closing');
      expect(await mailsOf(`scrap_closing:test:${events}`)).toHaveLength(1);

      const stopped = await unsubscribe(token);
      expect(stopped.status).toBe(200);
      expect(stopped.body).toEqual({ target: '스크랩한 공고 마감 임박 메일', alert: false, stopped: true });
      expect((await unsubscribe(token)).body).toEqual(stopped.body);
      expect((await describeLink(token)).body.stopped).toBe(true);

      await tell(seeker, 'scrap_closing');
      expect(await mailsOf(`scrap_closing:test:${events}`)).toHaveLength(0);
      // the 알림 stays, and the other kinds still mail
      expect((await api.get('/my/notifications', seeker.accessToken)).body.total).toBe(2);
      const settings = await api.get('/my/notification-settings', seeker.accessToken);
      const mail = Object.fromEntries(
        settings.body.kinds.map((row: { kind: string; mail: boolean }) => [row.kind, row.mail]),
      );
      expect(mail).toMatchObject({ scrap_closing: false, resume_ending: true });
    });

    it('deletes the member’s own 맞춤 공고 alert, and only that', async () => {
      const seeker = await member();
      const stranger = await member();
      const alert = (userId: number, name: string) =>
        api.db
          .insertInto('job_alerts')
          .values({
            user_id: userId,
            name,
            filters: 'sido=서울&position=baker',
            created_at: '2026-11-23T09:00:00.000Z',
            last_digest_at: '2026-11-23T09:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const mine = await alert(seeker.id, '서울 제빵사');
      const kept = await alert(seeker.id, '부산 파티시에');
      const theirs = await alert(stranger.id, '남의 알림');
      const token = api.deps.unsubscribe.sign({ userId: seeker.id, scope: `alert-${mine.id}` });

      expect((await describeLink(token)).body).toEqual({
        target: '맞춤 공고 「서울 제빵사」 메일',
        alert: true,
        stopped: false,
      });
      const stopped = await unsubscribe(token);
      expect(stopped.body).toEqual({ target: '맞춤 공고 「서울 제빵사」 메일', alert: true, stopped: true });
      const again = await unsubscribe(token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ target: '맞춤 공고 메일', alert: true, stopped: true });

      // a link naming another member's alert deletes nothing of theirs
      const forged = api.deps.unsubscribe.sign({ userId: seeker.id, scope: `alert-${theirs.id}` });
      expect((await unsubscribe(forged)).status).toBe(200);
      const left = await api.db.selectFrom('job_alerts').select('id').orderBy('id').execute();
      expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([kept.id, theirs.id]));
      expect(left.map((row) => row.id)).not.toContain(mine.id);
    });

    it('refuses a bad, forged or foreign link with a Korean 4xx, never a 500', async () => {
      const seeker = await member();
      const good = api.deps.unsubscribe.sign({ userId: seeker.id, scope: 'resume_ending' });
      const notFound = [
        `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
        api.deps.unsubscribe.sign({ userId: seeker.id, scope: 'payment_confirmed' }),
        api.deps.unsubscribe.sign({ userId: seeker.id, scope: 'reset_password' }),
        api.deps.unsubscribe.sign({ userId: seeker.id, scope: 'no_such_kind' }),
        api.deps.unsubscribe.sign({ userId: 999_999, scope: 'resume_ending' }),
        api.deps.unsubscribe.sign({ userId: 9_999_999_999, scope: 'resume_ending' }),
        api.deps.unsubscribe.sign({ userId: seeker.id, scope: 'alert-9999999999' }),
        'abc.def',
      ];
      const badRequest = ['', 'garbage', `${good.split('.')[0]}.${'빵'.repeat(32)}`, `${good}.x`, 'a'.repeat(500)];
      for (const token of notFound) {
        for (const res of [await describeLink(token), await unsubscribe(token)]) {
          expect(res.status, token).toBe(404);
          expect(res.body.message).toBe('수신 거부 링크가 올바르지 않습니다. 메일의 링크를 다시 확인해주세요.');
        }
      }
      for (const token of badRequest) {
        for (const res of [await describeLink(token), await unsubscribe(token)]) {
          expect(res.status, token).toBe(400);
          expect(res.body.message).toMatch(/[가-힣]/);
        }
      }
      for (const body of [undefined, 42, null, ['x']]) {
        const res = await unsubscribe(body);
        expect(res.status).toBe(400);
      }
      expect(await api.db.selectFrom('mail_settings').selectAll().where('user_id', '=', seeker.id).execute()).toEqual(
        [],
      );
    });
  });

  it('forgets the 알림 and the mail choices of a deleted account', async () => {
    const seeker = await member();
    await tell(seeker);
    await api.put(
      '/my/notification-settings',
      { settings: [{ kind: 'scrap_closing', mail: false }] },
      seeker.accessToken,
    );
    await api.checkPassword(seeker.accessToken, seeker.password);
    expect((await api.put('/delete-user', { password: seeker.password }, seeker.accessToken)).status).toBe(200);
    const left = await Promise.all([
      api.db.selectFrom('notifications').select('id').where('user_id', '=', seeker.id).execute(),
      api.db.selectFrom('mail_settings').select('kind').where('user_id', '=', seeker.id).execute(),
    ]);
    expect(left).toEqual([[], []]);
  });
});
