import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWithZod } from '@conform-to/zod/v4';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOrderSchema } from '#contracts/order';
import type { SessionTokens } from '#contracts/user';
import { remixFetchGlobals, webModulesOnOwnEnv } from './file-scope';
import { asPageRequest } from './page-request';

/*
 * The form adapters of the account, customer centre, operator and payment pages: each form's schema
 * read from a form as the browser posts it, the api's refusal put back onto the form's fields, and
 * the actions' answers (Conform's reply) with the bodies they send the api.
 */

// as in the web server: Remix's fetch, FormData and File
remixFetchGlobals();
webModulesOnOwnEnv();

afterEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
});

/** A form as the browser posts it: repeated names allowed, an unticked box absent. */
function form(fields: [string, string][] | Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) data.append(name, value);
  return data;
}

const SIGN_UP = {
  role: 'company',
  userId: 'DalbitBakery',
  password: 'bread1234',
  passwordConfirm: 'bread1234',
  username: ' 달빛제과 ',
  email: 'dalbit@example.com',
  phone: '01012345678',
  businessNumber: '124-81-00998',
  ceoName: '최대표',
  companyAddress: '부산광역시 해운대구 센텀로 1',
  agreeTerms: 'on',
  agreePrivacy: 'on',
};

describe('회원가입', () => {
  const schema = async () => (await import('../../app/features/account/register-form.schema')).registerFormSchema;

  it('reads a company sign-up as the api takes it: ticked boxes true, the unticked one false', async () => {
    const submission = parseWithZod(form(SIGN_UP), { schema: await schema() });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      userId: 'dalbitbakery',
      username: '달빛제과',
      phone: '010-1234-5678',
      businessNumber: '124-81-00998',
      agreeTerms: true,
      agreePrivacy: true,
      agreeMarketing: false,
    });
  });

  it('says the confirmation differs beside it, and a bad business number beside its own field', async () => {
    const mismatch = parseWithZod(form({ ...SIGN_UP, passwordConfirm: 'bread12345' }), { schema: await schema() });
    expect(mismatch.status).toBe('error');
    expect(mismatch.reply().error).toEqual({ passwordConfirm: ['비밀번호 확인이 일치하지 않습니다.'] });
    const checksum = parseWithZod(form({ ...SIGN_UP, businessNumber: '124-81-00997' }), { schema: await schema() });
    expect(checksum.reply().error).toEqual({ businessNumber: ['유효하지 않은 사업자등록번호입니다.'] });
  });

  it('requires both agreements and never sends a password back into the page', async () => {
    const { agreeTerms: _terms, agreePrivacy: _privacy, ...unticked } = SIGN_UP;
    const submission = parseWithZod(form(unticked), { schema: await schema() });
    expect(submission.reply().error).toEqual({
      agreeTerms: ['이용약관에 동의해주세요.'],
      agreePrivacy: ['개인정보 수집·이용에 동의해주세요.'],
    });
    const reply = submission.reply({ hideFields: ['password', 'passwordConfirm'] });
    expect(reply.initialValue).toMatchObject({ userId: 'DalbitBakery', username: ' 달빛제과 ' });
    expect(reply.initialValue).not.toHaveProperty('password');
    expect(reply.initialValue).not.toHaveProperty('passwordConfirm');
  });
});

describe('회원정보 수정', () => {
  const forms = () => import('../../app/features/account/account-edit.schema');

  it('reads the info form with its logo as the picture field posts it', async () => {
    const { editInfoFormSchema } = await forms();
    const submission = parseWithZod(
      form({
        intent: 'edit-info',
        username: '달빛제과',
        email: 'dalbit@example.com',
        phone: '051 123 4567',
        agreeMarketing: 'on',
        'logo.imageId': '31',
        'logo.image': `${'a'.repeat(32)}:400:400`,
        'logo.remove': 'on',
        companyIntro: '  ',
      }),
      { schema: editInfoFormSchema },
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value).toMatchObject({
      phone: '051-123-4567',
      agreeMarketing: true,
      logo: { imageId: '31', image: `${'a'.repeat(32)}:400:400`, remove: 'on' },
    });
    expect(submission.value.companyIntro ?? '').toBe('');
  });

  it('checks the new password twice, and that it is new', async () => {
    const { editPasswordFormSchema } = await forms();
    const typed = { intent: 'edit-password', password: 'bread1234' };
    const twice = parseWithZod(form({ ...typed, newPassword: 'crumb5678', newPasswordConfirm: 'crumb5679' }), {
      schema: editPasswordFormSchema,
    });
    expect(twice.reply().error).toEqual({ newPasswordConfirm: ['새 비밀번호 확인이 일치하지 않습니다.'] });
    const same = parseWithZod(form({ ...typed, newPassword: 'bread1234', newPasswordConfirm: 'bread1234' }), {
      schema: editPasswordFormSchema,
    });
    expect(same.reply().error).toEqual({ newPassword: ['새 비밀번호가 현재 비밀번호와 같습니다.'] });
  });

  it('asks for the box of 탈퇴 before anything is sent', async () => {
    const { deleteUserFormSchema } = await forms();
    const submission = parseWithZod(form({ intent: 'delete-user', password: 'bread1234' }), {
      schema: deleteUserFormSchema,
    });
    expect(submission.reply().error).toEqual({ confirm: ['탈퇴 안내를 확인하고 동의해주세요.'] });
  });
});

describe('the api’s refusal, back on the form', () => {
  const schema = () => import('#contracts/customer-centre').then((module) => module.inquiryBodySchema);

  it('puts the api’s field messages beside their fields and keeps what was typed', async () => {
    const { replyWithRefusal } = await import('../../app/forms/conform.server');
    const submission = parseWithZod(
      form({ category: 'payment', title: '입금 확인', body: '무통장입금 확인은 언제 되나요?' }),
      {
        schema: await schema(),
      },
    );
    const reply = replyWithRefusal(submission, {
      message: '제목을 확인해주세요.',
      code: 'VALIDATION_ERROR',
      details: { fields: { title: '같은 제목의 문의가 답변을 기다리고 있습니다.' } },
    });
    expect(reply.error).toEqual({ title: ['같은 제목의 문의가 답변을 기다리고 있습니다.'] });
    expect(reply.initialValue).toMatchObject({ title: '입금 확인', body: '무통장입금 확인은 언제 되나요?' });
  });

  it('makes a refusal that names no field the form’s own error', async () => {
    const { replyWithRefusal } = await import('../../app/forms/conform.server');
    const { formErrorOf } = await import('../../app/forms/action-result');
    const submission = parseWithZod(
      form({ category: 'payment', title: '입금 확인', body: '무통장입금 확인은 언제 되나요?' }),
      {
        schema: await schema(),
      },
    );
    const reply = replyWithRefusal(submission, { message: '잠시 후 다시 시도해주세요.', code: 'TOO_MANY_REQUESTS' });
    expect(formErrorOf(reply)).toBe('잠시 후 다시 시도해주세요.');
  });
});

describe('알림’s buttons', () => {
  const button = async (fields: Record<string, string>) => {
    const { readNotificationButton } = await import('../../app/features/notifications/notifications.server');
    return readNotificationButton(
      new Request('http://localhost:3000/user/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  };

  it('reads 읽음 with its 알림 and 모두 읽음 with none', async () => {
    expect((await button({ intent: 'read', id: '42' })).values).toEqual({ intent: 'read', id: '42' });
    expect((await button({ intent: 'read-all' })).values).toEqual({ intent: 'read-all' });
  });

  it('refuses what no page sends as the form’s error', async () => {
    const { formErrorOf } = await import('../../app/forms/action-result');
    const handMade: Record<string, string>[] = [{ intent: 'open' }, { intent: 'read', id: '../4' }, { intent: 'x' }];
    for (const fields of handMade) {
      const { refused } = await button(fields);
      expect(refused?.status, JSON.stringify(fields)).toBe(400);
      expect(formErrorOf(await refused?.json())).toBe('요청을 처리할 수 없습니다.');
    }
  });
});

describe('주문', () => {
  it('reads the radios as the api’s order: the chosen posting a number, an empty depositor none', () => {
    const submission = parseWithZod(
      form({ targetId: '12', productCode: 'posting_15', method: 'bank_transfer', depositorName: ' ' }),
      { schema: createOrderSchema },
    );
    expect(submission.status === 'success' && submission.value).toEqual({
      targetId: 12,
      productCode: 'posting_15',
      method: 'bank_transfer',
    });
    const unchosen = parseWithZod(form({ productCode: 'posting_15' }), { schema: createOrderSchema });
    expect(unchosen.reply().error).toEqual({ method: ['결제 수단을 선택해주세요.'] });
  });
});

/** A stand-in for the api that keeps what it was sent and answers each path as told. */
async function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const received: { method: string; path: string; body: unknown }[] = [];
  const api = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      received.push({ method: req.method ?? '', path: req.url ?? '', body: text ? JSON.parse(text) : undefined });
      const answer = answers[`${req.method} ${req.url}`] ?? {
        status: 404,
        body: { message: '없음', code: 'NOT_FOUND' },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
  return { received, close: () => new Promise<void>((resolve) => api.close(() => resolve())) };
}

/** A post of `fields` to `path` by a signed-in member of `role`, as the browser sends it. */
async function post(path: string, fields: Record<string, string>, role: 'admin' | 'normal' = 'admin') {
  const { sessionStorage, setTokens } = await import('../../app/utils/session.server');
  const tokens: SessionTokens = {
    user: {
      userId: role,
      username: role === 'admin' ? '운영자' : '회원',
      role,
      action: {
        scrapJobInfoIds: [],
        scrapResumeIds: [],
        appliedJobInfoIds: [],
        unreadApplications: 0,
        unreadNotifications: 0,
      },
    },
    accessToken: 'access-token',
    accessTokenExpiry: Date.now() + 3_600_000,
    refreshToken: 'refresh-token',
  };
  const session = await sessionStorage.getSession();
  setTokens(session, tokens);
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0]!;
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** An operator page's action with one form: 이용 정지, its reason the contract's. */
async function suspendAction(request: Request) {
  const { reasonBodySchema } = await import('#contracts/moderation');
  const { adminAction, adminIntent } = await import('../../app/features/admin/admin.server');
  return asPageRequest(() =>
    adminAction(request, {
      suspend: adminIntent({
        row: true,
        fields: reasonBodySchema,
        call: (api, { id, value: json }) => api.admin.users[':id'].suspend.$post({ param: { id }, json }),
        done: '이용을 정지했습니다.',
      }),
    }),
  );
}

describe('an operator page’s forms', () => {
  it('sends the row’s reason to the api and goes back to the same list with the toast', async () => {
    const api = await fakeApi({ 'POST /admin/users/7/suspend': { status: 200, body: { user: {} } } });
    const response = await suspendAction(
      await post('/admin/users?q=bakery', { intent: 'suspend', id: '7', reason: '  허위 공고 반복  ' }),
    );
    await api.close();
    expect(api.received).toEqual([
      { method: 'POST', path: '/admin/users/7/suspend', body: { reason: '허위 공고 반복' } },
    ]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/users?q=bakery');
  });

  it('answers a reason too short beside its field, for that row’s form, without calling the api', async () => {
    const api = await fakeApi({});
    const response = await suspendAction(await post('/admin/users', { intent: 'suspend', id: '7', reason: '짧' }));
    await api.close();
    expect(api.received).toEqual([]);
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.initialValue).toMatchObject({ intent: 'suspend', id: '7', reason: '짧' });
    expect(reply.error?.reason?.[0]).toMatch(/2자 이상/);
  });

  it('says the api’s refusal of the row, and refuses a button or a row no page has', async () => {
    const api = await fakeApi({
      'POST /admin/users/7/suspend': {
        status: 409,
        body: { message: '이미 정지된 회원입니다.', code: 'CONFLICT' },
      },
    });
    const { formErrorOf } = await import('../../app/forms/action-result');
    const refused = await suspendAction(
      await post('/admin/users', { intent: 'suspend', id: '7', reason: '허위 공고' }),
    );
    expect(refused.status).toBe(409);
    expect(formErrorOf(await refused.json())).toBe('이미 정지된 회원입니다.');
    const handMadePosts: Record<string, string>[] = [
      { intent: 'delete', id: '7' },
      { intent: 'suspend', id: '7/../8', reason: '허위 공고' },
    ];
    for (const fields of handMadePosts) {
      const handMade = await suspendAction(await post('/admin/users', fields));
      expect(handMade.status).toBe(400);
      expect(formErrorOf(await handMade.json())).toBe('요청을 처리할 수 없습니다.');
    }
    await api.close();
    expect(api.received).toHaveLength(1);
  });
});

describe('배너광고 문의', () => {
  const INQUIRY = {
    company: '밀가루상사',
    contactName: '김담당',
    phone: '010-5555-6666',
    email: 'ad@example.com',
    slot: 'home_top',
    period: '2027년 1월 한 달',
    budget: '',
    message: '',
    website: '',
    agreePrivacy: 'on',
  };

  it('sends the api the body it parses, the optional fields left out when empty', async () => {
    const api = await fakeApi({ 'POST /banner-inquiries': { status: 201, body: { message: '접수' } } });
    const { sendBannerInquiry } = await import('../../app/features/customer-centre/customer-centre.server');
    const response = await asPageRequest(async () =>
      sendBannerInquiry(await post('/service/banner', INQUIRY, 'normal')),
    );
    await api.close();
    expect(response.headers.get('location')).toBe('/service/banner/sent');
    expect(api.received[0]?.body).toEqual({
      company: '밀가루상사',
      contactName: '김담당',
      phone: '010-5555-6666',
      email: 'ad@example.com',
      slot: 'home_top',
      period: '2027년 1월 한 달',
      agreePrivacy: true,
    });
  });

  it('keeps everything typed when consent is missing, and asks the api nothing', async () => {
    const api = await fakeApi({});
    const { sendBannerInquiry } = await import('../../app/features/customer-centre/customer-centre.server');
    const { agreePrivacy: _consent, ...unticked } = INQUIRY;
    const response = await asPageRequest(async () =>
      sendBannerInquiry(await post('/service/banner', unticked, 'normal')),
    );
    await api.close();
    expect(api.received).toEqual([]);
    const reply = await response.json();
    expect(reply.error).toEqual({ agreePrivacy: ['개인정보 수집·이용에 동의해주세요.'] });
    expect(reply.initialValue).toMatchObject({ company: '밀가루상사', period: '2027년 1월 한 달' });
  });
});

describe('회원정보 수정’s password step', () => {
  const INFO = { intent: 'edit-info', username: '정재확인', email: 'jung@example.com', phone: '01055554444' };

  it('keeps the info typed through the password step the api asks for, and opens it again after', async () => {
    const api = await fakeApi({
      'PUT /edit-user': {
        status: 403,
        body: { message: '보안을 위해 비밀번호를 다시 확인해주세요.', code: 'PASSWORD_CHECK_REQUIRED' },
      },
      'POST /check-password': { status: 200, body: { message: '확인되었습니다.' } },
    });
    const { editAccount } = await import('../../app/features/account/account-edit.server');
    const { formErrorOf } = await import('../../app/forms/action-result');
    const user = { userId: 'normal', username: '회원', role: 'normal' as const };
    const asked = await asPageRequest(async () => editAccount(await post('/user/edit', INFO, 'normal'), user));
    expect(asked.status).toBe(403);
    const step = await asked.json();
    expect(step.initialValue?.intent).toBe('check-password');
    expect(formErrorOf(step)).toBe('보안을 위해 비밀번호를 다시 확인해주세요.');

    const draft = step.initialValue?.draft;
    expect(typeof draft).toBe('string');
    const checked = await asPageRequest(async () =>
      editAccount(
        await post('/user/edit', { intent: 'check-password', password: 'bread1234', draft: draft as string }, 'normal'),
        user,
      ),
    );
    await api.close();
    const reopened = await checked.json();
    expect(reopened.error).toBeUndefined();
    expect(reopened.initialValue).toMatchObject({ intent: 'edit-info', username: '정재확인', phone: '01055554444' });
    expect(api.received.map((call) => call.path)).toEqual(['/edit-user', '/check-password']);
    expect(api.received[0]?.body).toEqual({
      username: '정재확인',
      email: 'jung@example.com',
      phone: '010-5555-4444',
      agreeMarketing: false,
    });
  });
});
