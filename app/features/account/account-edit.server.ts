import { parseWithZod } from '@conform-to/zod/v4';
import { json, redirect } from '@remix-run/node';
import type { SessionUser } from '~/utils/session.server';
import type { ActionResult } from '~/forms/action-result';
import {
  checkPasswordFormSchema,
  deleteUserFormSchema,
  editInfoFormSchema,
  editPasswordFormSchema,
} from './account-edit.schema';
import { type ApiResult, callApi, closeSession, updateSession } from '~/utils/api.server';
import { replyWithRefusal } from '~/forms/conform.server';
import {
  type ChosenFile,
  formPictureFields,
  readFormPicture,
  readFormWithFiles,
  uploadChosenPicture,
} from '~/features/pictures/picture-upload.server';
import { redirectWithToast } from '~/utils/toast.server';
import { setPasswordFormSchema, unlinkProviderFormSchema } from '~/features/oauth/sign-in-methods.schema';
import { PROVIDER_LABELS } from '#contracts/oauth';

const PAGE = '/user/edit';
const PASSWORD_FIELDS = ['password', 'newPassword', 'newPasswordConfirm'];
/** The longest a draft's field may be: the company introduction's limit. */
const MAX_DRAFT_FIELD = 1000;
const DRAFT_FIELDS = [
  'username',
  'email',
  'phone',
  'businessNumber',
  'ceoName',
  'companyAddress',
  'businessType',
  'companyIntro',
  'agreeMarketing',
] as const;

/** The api keeps the rule: the password must have been confirmed in this sign-in within 10 minutes. */
function needsPasswordCheck(refusal: Extract<ApiResult<unknown>, { ok: false }>): boolean {
  return refusal.status === 403 && refusal.error.code === 'PASSWORD_CHECK_REQUIRED';
}

/**
 * The password step (again), with `message` above it; `draft` is what the info form held when the
 * api asked, carried in the step's hidden field and opened in the info form once the password is in.
 */
function passwordStep(message: string, draft?: Record<string, unknown>): ActionResult {
  return {
    status: 'error',
    initialValue: { intent: 'check-password', ...(draft ? { draft: JSON.stringify(draft) } : {}) },
    error: { '': [message] },
  };
}

/** The draft the password step carried back: known fields only, strings only; null when it holds none. */
function readDraft(text: string | undefined): Record<string, string | Record<string, string>> | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const strings = (source: Record<string, unknown>, names: readonly string[]): Record<string, string> =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = source[name];
        return typeof value === 'string' ? [[name, value.slice(0, MAX_DRAFT_FIELD)]] : [];
      }),
    );
  const logo = record.logo && typeof record.logo === 'object' ? (record.logo as Record<string, unknown>) : {};
  return { intent: 'edit-info', ...strings(record, DRAFT_FIELDS), logo: strings(logo, ['imageId', 'image', 'remove']) };
}

/** A password form that did not parse: its errors, and never the passwords typed back. */
function refusedForm(submission: { reply(options: { hideFields: string[] }): ActionResult }) {
  return json<ActionResult>(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
}

async function checkPassword(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: checkPasswordFormSchema });
  if (submission.status !== 'success') {
    return refusedForm(submission);
  }
  const { password, draft } = submission.value;
  const result = await callApi(request, (api) => api['check-password'].$post({ json: { password } }));
  if (!result.ok) {
    const reply = replyWithRefusal(submission, result.error, PASSWORD_FIELDS);
    return json<ActionResult>(reply, { status: result.status });
  }
  // What was typed before the api asked for the password opens in the info form, still unsaved.
  const typed = readDraft(draft);
  if (typed) return json<ActionResult>({ initialValue: typed });
  return redirect(PAGE);
}

/**
 * 기본 정보. A logo file chosen in the form is uploaded first (it replaces the logo whatever 로고 삭제
 * says) and kept in the form's picture fields, which the reply carries back, refused or not.
 */
async function editInfo(request: Request, user: SessionUser, form: FormData, files: Map<string, ChosenFile>) {
  const upload = await uploadChosenPicture(request, files, 'logo', 'logo');
  if (upload?.ok) {
    for (const [name, value] of Object.entries(formPictureFields('logo', upload.picture))) form.set(name, value);
    form.delete('logo.remove');
  }
  const answer = (reply: ActionResult, status: number) => json<ActionResult>(reply, { status });
  const submission = parseWithZod(form, { schema: editInfoFormSchema });
  if (upload && !upload.ok)
    return answer(submission.reply({ fieldErrors: { 'logo.file': [upload.message] } }), upload.status);
  if (submission.status !== 'success') return answer(submission.reply(), 400);

  const { intent: _form, logo: picture, agreeMarketing, companyIntro, ...contact } = submission.value;
  const body = {
    ...contact,
    agreeMarketing: agreeMarketing ?? false,
    // a company's page: null takes the logo off; an empty introduction clears it
    ...(user.role === 'company'
      ? {
          logoImageId: picture?.remove === 'on' ? null : (readFormPicture(form, 'logo', 'logo')?.id ?? null),
          companyIntro: companyIntro ?? '',
        }
      : {}),
  };
  const result = await callApi(request, (api) => api['edit-user'].$put({ json: body }));
  if (!result.ok) {
    return needsPasswordCheck(result)
      ? answer(passwordStep(result.error.message, submission.payload), 403)
      : answer(replyWithRefusal(submission, result.error), result.status);
  }
  await updateSession(request, (session) => {
    const signedIn = session.get('user');
    if (signedIn) session.set('user', { ...signedIn, username: result.data.user.username });
  });
  return redirectWithToast(PAGE, { type: 'success', message: '회원정보가 수정되었습니다.' });
}

async function editPassword(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: editPasswordFormSchema });
  if (submission.status !== 'success') {
    return refusedForm(submission);
  }
  const { password, newPassword } = submission.value;
  const result = await callApi(request, (api) => api['edit-password'].$put({ json: { password, newPassword } }));
  if (!result.ok) {
    const reply = needsPasswordCheck(result)
      ? passwordStep(result.error.message)
      : replyWithRefusal(submission, result.error, PASSWORD_FIELDS);
    return json<ActionResult>(reply, { status: result.status });
  }
  return redirectWithToast(PAGE, { type: 'success', message: '비밀번호가 변경되었습니다.' });
}

async function deleteUser(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: deleteUserFormSchema });
  if (submission.status !== 'success') {
    return refusedForm(submission);
  }
  const { password } = submission.value;
  const result = await callApi(request, (api) => api['delete-user'].$put({ json: { password } }));
  if (!result.ok) {
    const reply = needsPasswordCheck(result)
      ? passwordStep(result.error.message)
      : replyWithRefusal(submission, result.error, PASSWORD_FIELDS);
    return json<ActionResult>(reply, { status: result.status });
  }
  await closeSession(request);
  return redirectWithToast('/', {
    type: 'success',
    message: '회원 탈퇴가 완료되었습니다. 그동안 빵잡을 이용해주셔서 감사합니다.',
  });
}

/** 비밀번호 설정: a member who signed up with a provider chooses a password. */
async function setPassword(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: setPasswordFormSchema });
  if (submission.status !== 'success') return refusedForm(submission);
  const { newPassword } = submission.value;
  const result = await callApi(request, (api) => api['set-password'].$put({ json: { newPassword } }));
  if (!result.ok) {
    const reply = needsPasswordCheck(result)
      ? passwordStep(result.error.message)
      : replyWithRefusal(submission, result.error, PASSWORD_FIELDS);
    return json<ActionResult>(reply, { status: result.status });
  }
  return redirectWithToast(PAGE, {
    type: 'success',
    message: '비밀번호를 설정했어요. 이제 아이디로도 로그인할 수 있어요.',
  });
}

/** 연결 해제 of 카카오 or 네이버; the api refuses (409) to remove the last way in. */
async function unlinkProvider(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: unlinkProviderFormSchema });
  if (submission.status !== 'success') return json<ActionResult>(submission.reply(), { status: 400 });
  const { provider } = submission.value;
  const result = await callApi(request, (api) => api.my.identities[':provider'].$delete({ param: { provider } }));
  if (!result.ok) {
    const reply = needsPasswordCheck(result)
      ? passwordStep(result.error.message)
      : replyWithRefusal(submission, result.error);
    return json<ActionResult>(reply, { status: result.status });
  }
  return redirectWithToast(PAGE, { type: 'success', message: `${PROVIDER_LABELS[provider]} 연결을 해제했어요.` });
}

/** 회원정보 수정's action: the form's `intent` picks which of the page's forms was sent. */
export async function editAccount(request: Request, user: SessionUser) {
  const { form, files } = await readFormWithFiles(request, ['logo.file']);
  switch (form.get('intent')) {
    case 'check-password':
      return checkPassword(request, form);
    case 'edit-info':
      return editInfo(request, user, form, files);
    case 'edit-password':
      return editPassword(request, form);
    case 'delete-user':
      return deleteUser(request, form);
    case 'set-password':
      return setPassword(request, form);
    case 'unlink-provider':
      return unlinkProvider(request, form);
    default:
      return json<ActionResult>(passwordStep('요청을 처리할 수 없습니다.'), { status: 400 });
  }
}
