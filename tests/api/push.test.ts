import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { jobInfoInputSchema } from '#contracts/job-info';
import { pushPayloadSchema } from '#contracts/push';
import { loadConfig } from '../../api/src/config';
import type { NotificationKind } from '../../api/src/messages/kinds';
import { PUSH_KEEP_DAYS } from '../../api/src/push/push-outbox';
import { PUSH_MAX_ATTEMPTS, PUSH_RETRY_DELAYS_MS, PUSH_TTL_SECONDS } from '../../api/src/push/push-sender';
import { createPushSubscriptions, MAX_DEVICES } from '../../api/src/push/push-subscriptions';
import { type FakePushService, startPushService } from '../fakes/push-service';
import { newMember, postingInput, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

const MINUTE = 60_000;
const DAY = 86_400_000;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Keys as a browser makes them for a subscription: the P-256 public key and the 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * A push service that answers what the test tells it, for what web-push-testing cannot say
 * (429 with Retry-After, 5xx, other 4xx): each request takes the next answer, 201 when none is left.
 */
async function startScriptedPushService() {
  const requests: http.IncomingHttpHeaders[] = [];
  const answers: { status: number; headers?: Record<string, string> }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push(req.headers);
      const answer = answers.shift() ?? { status: 201 };
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    requests,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('push settings of the api', () => {
  const keys = webpush.generateVAPIDKeys();
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    BANK_ACCOUNT: '신한은행|1|빵잡',
    PUBLIC_URL: 'https://bbangjob.example',
  } as const;
  const pair = { NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } as const;

  it('production refuses to start without a VAPID pair; the pair goes together; the subject defaults to MAIL_FROM', () => {
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/go together/);
    expect(() => loadConfig({ ...pair, VAPID_PUBLIC_KEY: 'abc' })).toThrow(
      /VAPID_PUBLIC_KEY must be a P-256 public key/,
    );
    expect(() =>
      loadConfig({
        ...pair,
        VAPID_SUBJECT: 'http://a.kr',
      }),
    ).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);

    const config = loadConfig({ ...production, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config.push).toEqual({
      vapid: { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:no-reply@bbangjob.kr' },
      loopbackHttp: false,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).push).toEqual({ vapid: null, loopbackHttp: true });
  });
});

describe.each(DIALECTS)('web push (%s)', (dialect) => {
  const vapid = webpush.generateVAPIDKeys();
  let api: Harness;
  let pushService: FakePushService;
  let company: Awaited<ReturnType<typeof newMember>>;
  let jobInfoId: number;

  beforeAll(async () => {
    pushService = await startPushService();
    api = await createHarness(dialect, {
      PUBLIC_URL: 'https://bbangjob.example',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
    company = await newMember(api, 'company');
    const created = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput('새벽 제빵사')));
    await api.deps.jobInfos.publish(created.id, 30);
    jobInfoId = created.id;
  });
  afterAll(async () => {
    await api?.close();
    await pushService?.stop();
  });

  /** A job seeker whose browser subscribed on web-push-testing and registered it with the api. */
  async function subscribedSeeker(userAgent = ANDROID_CHROME) {
    const seeker = await newMember(api, 'normal');
    const browser = await pushService.subscribe(vapid.publicKey);
    const res = await api.request('POST', '/my/push/subscriptions', {
      body: { endpoint: browser.endpoint, keys: browser.keys },
      token: seeker.accessToken,
      headers: { 'user-agent': userAgent },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { seeker, browser, device: res.body };
  }

  /** The seeker applies to the posting and the company answers 서류합격: an application_status 알림. */
  async function passApplication(seeker: { accessToken: string }) {
    const resume = await api.post('/my/resumes', resumeInput, seeker.accessToken);
    const applied = await api.post(
      `/job-infos/${jobInfoId}/applications`,
      { resumeId: resume.body.resume.id },
      seeker.accessToken,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const id = applied.body.application.id;
    const passed = await api.put(`/my/applicants/${id}/status`, { status: 'passed' }, company.accessToken);
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    return id;
  }

  const tell = (userId: number, kind: NotificationKind, eventKey: string) =>
    api.db.transaction().execute((trx) =>
      api.deps.messages.notify(trx, {
        kind,
        userId,
        eventKey,
        title: '스크랩한 공고가 내일 마감됩니다',
        body: '스크랩하신 <새벽 제빵사> 공고가 내일 마감됩니다.\n\n지원을 서둘러 주세요.',
        link: '/job-info/12',
      }),
    );

  const pushRows = (subscriptionId: number) =>
    api.db.selectFrom('push_outbox').selectAll().where('subscription_id', '=', subscriptionId).orderBy('id').execute();

  it('a 서류합격 reaches the browser through the push service, encrypted, signed and decrypted there', async () => {
    const { seeker, browser, device } = await subscribedSeeker();
    expect(device).toMatchObject({ label: 'Android · Chrome', lastPushedAt: null });
    const listed = await api.get('/my/push', seeker.accessToken);
    expect(listed.body).toEqual({ publicKey: vapid.publicKey, devices: [device] });

    await passApplication(seeker);
    const report = await api.deps.pushSender.deliverDue();
    expect(report).toMatchObject({ sent: 1, retried: 0, failed: 0, gone: 0 });

    const received = (await pushService.received(browser.clientHash)).map((text) =>
      pushPayloadSchema.parse(JSON.parse(text)),
    );
    const notification = await api.db
      .selectFrom('notifications')
      .select(['id', 'title'])
      .where('user_id', '=', seeker.id)
      .where('kind', '=', 'application_status')
      .executeTakeFirstOrThrow();
    expect(received).toEqual([
      {
        title: `${company.username} 서류합격을 축하드립니다`,
        body: `${company.username}의 ‘새벽 제빵사’ 공고에 서류합격하셨습니다. 축하드립니다!`,
        link: '/resume/apply-job-info',
        tag: String(notification.id),
      },
    ]);
    expect(notification.title).toBe(`${company.username} 서류합격을 축하드립니다`);
    const after = await api.get('/my/push', seeker.accessToken);
    expect(after.body.devices[0]!.lastPushedAt).toBe(api.clock.now().toISOString());
    expect(await pushRows(device.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('a kind whose push is turned off is not pushed; mail and push switch apart, per kind', async () => {
    const { seeker, browser, device } = await subscribedSeeker();
    const off = await api.put(
      '/my/notification-settings',
      { settings: [{ kind: 'application_status', mail: true, push: false }] },
      seeker.accessToken,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const kinds = new Map(off.body.kinds.map((row) => [row.kind, row]));
    expect(kinds.get('application_status')).toMatchObject({ mail: true, push: false });
    expect(kinds.get('interview_proposed')).toMatchObject({ mail: true, push: true });
    // a row that does not say push leaves it as it is
    const mailOnly = await api.put(
      '/my/notification-settings',
      { settings: [{ kind: 'application_status', mail: false }] },
      seeker.accessToken,
    );
    expect(mailOnly.body.kinds.find((row) => row.kind === 'application_status')).toMatchObject({
      mail: false,
      push: false,
    });

    await passApplication(seeker);
    expect(await pushRows(device.id)).toEqual([]);
    expect(await api.deps.pushSender.deliverDue()).toMatchObject({ sent: 0 });
    expect(await pushService.received(browser.clientHash)).toEqual([]);

    // another kind still is
    await tell(seeker.id, 'scrap_closing', `scrap_closing:push-off:${seeker.id}`);
    expect(await api.deps.pushSender.deliverDue()).toMatchObject({ sent: 1 });
    expect(await pushService.received(browser.clientHash)).toHaveLength(1);
  });

  it('money kinds are pushed whatever the settings, and their push cannot be switched', async () => {
    const { seeker } = await subscribedSeeker();
    const refused = await api.put(
      '/my/notification-settings',
      { settings: [{ kind: 'payment_confirmed', mail: true, push: false }] },
      seeker.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('입금 확인 메일은 결제나 계정 보안에 관한 것이라 끌 수 없습니다.');
    const bad = await api.put(
      '/my/notification-settings',
      { settings: [{ kind: 'scrap_closing', mail: true, push: 'no' }] },
      seeker.accessToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('푸시 수신 여부를 선택해주세요.');
  });

  it('a subscription the push service answers 410 is deleted with the pushes waiting for it', async () => {
    const { seeker, browser, device } = await subscribedSeeker();
    await pushService.expire(browser.clientHash);
    await tell(seeker.id, 'scrap_closing', `scrap_closing:gone:${seeker.id}`);
    await tell(seeker.id, 'resume_ending', `resume_ending:gone:${seeker.id}`);
    expect(await pushRows(device.id)).toHaveLength(2);

    expect(await api.deps.pushSender.deliverDue()).toMatchObject({ sent: 0, gone: 1 });
    expect(await pushRows(device.id)).toEqual([]);
    expect((await api.get('/my/push', seeker.accessToken)).body.devices).toEqual([]);
  });

  it('429 waits for its Retry-After and a 5xx for the own delay; another 4xx fails the push, keeping the browser', async () => {
    const scripted = await startScriptedPushService();
    try {
      /** a member of their own with one browser on the scripted service, so each push is one request */
      const subscribe = async (name: string) => {
        const seeker = await newMember(api, 'normal');
        const res = await api.post(
          '/my/push/subscriptions',
          { endpoint: scripted.endpoint(name), keys: browserKeys() },
          seeker.accessToken,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return { id: res.body.id, seeker };
      };
      const { id: busy, seeker } = await subscribe('busy');
      scripted.answers.push({ status: 429, headers: { 'retry-after': '120' } }, { status: 503 });
      await tell(seeker.id, 'scrap_closing', `scrap_closing:busy:${seeker.id}`);

      expect(await api.deps.pushSender.deliverDue()).toMatchObject({ retried: 1 });
      expect(scripted.requests).toHaveLength(1);
      const [first] = await pushRows(busy);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: '429' });
      expect(Date.parse(first!.next_attempt_at) - api.clock.now().getTime()).toBe(120_000);
      // what a push service reads: aes128gcm, signed with the api's key, kept for a day
      expect(scripted.requests[0]).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: String(PUSH_TTL_SECONDS),
        urgency: 'normal',
      });
      expect(scripted.requests[0]!.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
      );

      api.clock.advance(119_000);
      expect(await api.deps.pushSender.deliverDue()).toMatchObject({ sent: 0, retried: 0 });
      expect(scripted.requests).toHaveLength(1);
      api.clock.advance(1_000);
      expect(await api.deps.pushSender.deliverDue()).toMatchObject({ retried: 1 });
      expect(scripted.requests).toHaveLength(2);
      const [second] = await pushRows(busy);
      expect(second).toMatchObject({ status: 'pending', attempts: 2, last_error: '503' });
      expect(Date.parse(second!.next_attempt_at) - api.clock.now().getTime()).toBe(PUSH_RETRY_DELAYS_MS[1]);

      api.clock.advance(PUSH_RETRY_DELAYS_MS[1]!);
      expect(await api.deps.pushSender.deliverDue()).toMatchObject({ sent: 1 });
      expect(scripted.requests).toHaveLength(3);
      expect(await pushRows(busy)).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);

      // a push service that keeps failing: given up after the last try
      const down = await subscribe('down');
      scripted.answers.push(...Array.from({ length: PUSH_MAX_ATTEMPTS }, () => ({ status: 500 })));
      await tell(down.seeker.id, 'resume_ending', `resume_ending:down:${down.seeker.id}`);
      for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt += 1) {
        await api.deps.pushSender.deliverDue();
        api.clock.advance(60 * MINUTE);
      }
      expect(await pushRows(down.id)).toMatchObject([{ status: 'failed', attempts: PUSH_MAX_ATTEMPTS }]);
      expect(scripted.requests).toHaveLength(3 + PUSH_MAX_ATTEMPTS);

      // refused for good (a 400, say a payload it will not take): failed at once, the browser kept
      const refusing = await subscribe('refusing');
      scripted.answers.push({ status: 400 });
      await tell(refusing.seeker.id, 'talent_offer', `talent_offer:refused:${refusing.seeker.id}`);
      const pass = await api.deps.pushSender.deliverDue();
      expect(pass).toMatchObject({ failed: 1, gone: 0 });
      expect(await pushRows(refusing.id)).toMatchObject([{ status: 'failed', attempts: 1, last_error: '400' }]);
      const devices = (await api.get('/my/push', refusing.seeker.accessToken)).body.devices;
      expect(devices.map((each) => each.id)).toEqual([refusing.id]);
    } finally {
      await scripted.close();
    }
  });

  it('bad subscriptions are refused in Korean; only https, or http to this machine outside production', async () => {
    const seeker = await newMember(api, 'normal');
    const post = (body: unknown) => api.post('/my/push/subscriptions', body, seeker.accessToken);
    const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: browserKeys() };
    const cases: [unknown, string][] = [
      [{ keys: good.keys }, '푸시 주소가 없습니다. 푸시 알림을 다시 켜주세요.'],
      [{ ...good, endpoint: 'not a url' }, '푸시 주소가 올바르지 않습니다.'],
      [
        { ...good, endpoint: 'http://push.example.com/x' },
        '푸시 주소는 https로 시작해야 합니다. 푸시 알림을 다시 켜주세요.',
      ],
      [{ endpoint: good.endpoint }, '입력값이 올바르지 않습니다.'],
      [
        { ...good, keys: { ...good.keys, p256dh: 'a+b/c'.repeat(20) } },
        '암호화 키가 올바르지 않습니다. 푸시 알림을 다시 켜주세요.',
      ],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, '인증 값가 없습니다. 푸시 알림을 다시 켜주세요.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      if (message !== '입력값이 올바르지 않습니다.') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(/[가-힣]/);
    }
    expect((await post(good)).status).toBe(201);
    expect((await api.post('/my/push/subscriptions', good)).status).toBe(401);
    expect((await api.get('/my/push')).status).toBe(401);

    // production: a loopback push service is no push service
    const user = (await api.deps.users.findByUserId(seeker.user_id))!;
    const strict = createPushSubscriptions(api.db, api.clock, { ...api.deps.config.push, loopbackHttp: false });
    await expect(
      strict.subscribe(user, { endpoint: pushService.url + '/notify/x', keys: browserKeys() }, undefined),
    ).rejects.toMatchObject({
      status: 400,
      message: '푸시 주소는 https로 시작해야 합니다. 푸시 알림을 다시 켜주세요.',
    });
  });

  it("another member's device is not theirs to see or remove; one's own goes with its pushes", async () => {
    const { seeker, device } = await subscribedSeeker(IPHONE_SAFARI);
    expect(device.label).toBe('iPhone · Safari');
    const other = await newMember(api, 'normal');
    const theirs = await api.request('DELETE', `/my/push/subscriptions/${device.id}`, { token: other.accessToken });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('기기를 찾을 수 없습니다. 목록을 새로 고쳐주세요.');
    expect((await api.get('/my/push', other.accessToken)).body.devices).toEqual([]);
    expect((await api.request('DELETE', '/my/push/subscriptions/abc', { token: seeker.accessToken })).status).toBe(404);

    await tell(seeker.id, 'scrap_closing', `scrap_closing:removed:${seeker.id}`);
    const mine = await api.request('DELETE', `/my/push/subscriptions/${device.id}`, { token: seeker.accessToken });
    expect(mine.status).toBe(204);
    expect(await pushRows(device.id)).toEqual([]);
    expect((await api.get('/my/push', seeker.accessToken)).body.devices).toEqual([]);
  });

  it('the same browser again is the same device; signed in by someone else it becomes theirs, without what waited', async () => {
    const { seeker, browser, device } = await subscribedSeeker();
    const again = await api.post(
      '/my/push/subscriptions',
      { endpoint: browser.endpoint, keys: browser.keys },
      seeker.accessToken,
    );
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(device.id);
    await tell(seeker.id, 'scrap_closing', `scrap_closing:handed:${seeker.id}`);
    expect(await pushRows(device.id)).toHaveLength(1);

    const next = await newMember(api, 'normal');
    const taken = await api.post(
      '/my/push/subscriptions',
      { endpoint: browser.endpoint, keys: browser.keys },
      next.accessToken,
    );
    expect(taken.body.id).toBe(device.id);
    expect(await pushRows(device.id)).toEqual([]);
    expect((await api.get('/my/push', seeker.accessToken)).body.devices).toEqual([]);
    expect((await api.get('/my/push', next.accessToken)).body.devices.map((each) => each.id)).toEqual([device.id]);
  });

  it(`a member keeps at most ${MAX_DEVICES} browsers: a new one drops the one subscribed longest ago`, async () => {
    const seeker = await newMember(api, 'normal');
    const ids: number[] = [];
    for (let n = 0; n <= MAX_DEVICES; n += 1) {
      api.clock.advance(1_000);
      const res = await api.post(
        '/my/push/subscriptions',
        { endpoint: `https://push.example.com/limit/${seeker.id}/${n}`, keys: browserKeys() },
        seeker.accessToken,
      );
      ids.push(res.body.id);
    }
    const listed = (await api.get('/my/push', seeker.accessToken)).body.devices.map((each) => each.id);
    expect(listed).toHaveLength(MAX_DEVICES);
    expect(listed).not.toContain(ids[0]);
    expect(listed[0]).toBe(ids[MAX_DEVICES]);
  });

  it('account deletion takes the browsers and their pushes; retention removes old pushes', async () => {
    const { seeker, device } = await subscribedSeeker();
    await tell(seeker.id, 'scrap_closing', `scrap_closing:deleted:${seeker.id}`);
    await api.deps.accountDeletion.deleteAccount(seeker.id);
    expect(
      await api.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', seeker.id).execute(),
    ).toEqual([]);
    expect(await pushRows(device.id)).toEqual([]);

    const kept = await subscribedSeeker();
    await tell(kept.seeker.id, 'scrap_closing', `scrap_closing:old:${kept.seeker.id}`);
    await api.deps.pushSender.deliverDue();
    api.clock.advance((PUSH_KEEP_DAYS - 1) * DAY);
    await api.deps.retention.run();
    expect(await pushRows(kept.device.id)).toHaveLength(1);
    api.clock.advance(2 * DAY);
    await api.deps.retention.run();
    expect(await pushRows(kept.device.id)).toEqual([]);
  });
});

describe.each(DIALECTS)('web push without VAPID keys (%s)', (dialect) => {
  let api: Harness;
  beforeAll(async () => {
    api = await createHarness(dialect);
  });
  afterAll(() => api.close());

  it('answers no key, refuses a subscription in Korean, and sends nothing', async () => {
    const seeker = await newMember(api, 'normal');
    expect((await api.get('/my/push', seeker.accessToken)).body).toEqual({ publicKey: null, devices: [] });
    const res = await api.post(
      '/my/push/subscriptions',
      { endpoint: 'https://push.example.com/x', keys: browserKeys() },
      seeker.accessToken,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('이 사이트는 아직 푸시 알림을 보낼 수 없습니다. 운영자에게 문의해주세요.');
  });
});
