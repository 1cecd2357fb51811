import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { json } from '@remix-run/node';
import type { z } from '#contracts/zod';
import {
  cancelFormSchema,
  outcomeFormSchema,
  proposeFormSchema,
  shiftButtonSchema,
  signFormSchema,
} from './trial-shift-forms.schema';
import { refusalOnFields, replyWithRefusal } from '~/forms/conform.server';
import { type ApiClient, type ApiResult, callApi } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';

/*
 * The trial shift forms of both application pages, handled as the interview forms are: each posts
 * its `intent` (and the shift's id) to the page it sits on; the page's action hands the post here
 * first. A refusal comes back as the form's reply, what was typed kept; what worked goes back to
 * the page with a toast.
 */

const COMPANY_INTENTS = ['trial-propose', 'trial-cancel', 'trial-sign', 'trial-confirm', 'trial-outcome'];
const SEEKER_INTENTS = ['trial-accept', 'trial-decline', 'trial-cancel', 'trial-sign', 'trial-confirm'];

type AnySubmission = Submission<unknown, string[], unknown>;

function answer<T>(submission: AnySubmission, result: ApiResult<T>, to: string, message: string) {
  if (!result.ok) return json(replyWithRefusal(submission, refusalOnFields(result.error)), { status: result.status });
  return redirectWithToast(to, { type: 'success', message });
}

/** The post read by `schema`: its values, or the 400 reply that says what is wrong. */
function read<Schema extends z.ZodType<object>>(formData: FormData, schema: Schema) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { refused: json(submission.reply(), { status: 400 }) };
  return { submission, values: submission.value };
}

async function intentOf(request: Request, intents: string[]) {
  const formData = await request.clone().formData();
  const intent = formData.get('intent');
  return typeof intent === 'string' && intents.includes(intent) ? { formData, intent } : null;
}

export const COMPANY_TOASTS = {
  propose: '체험 근무를 제안했습니다. 지원자가 답하면 알려드립니다.',
  cancel: '체험 근무를 취소했습니다. 지원자에게 바로 알렸습니다.',
  sign: '근로계약서에 서명했습니다.',
  confirm: '체험 근무를 확인했습니다.',
  hired: '채용으로 기록했습니다. 지원자에게 바로 보입니다.',
  rejected: '불채용으로 기록했습니다. 지원자에게는 정중한 안내로 전해집니다.',
} as const;

export const SEEKER_TOASTS = {
  accept: '체험 근무를 수락했습니다. 근로계약서를 확인하고 서명해주세요.',
  decline: '체험 근무 제안을 거절했습니다. 기업에 바로 알렸습니다.',
  cancel: '체험 근무를 취소했습니다. 기업에 바로 알렸습니다.',
  sign: '근로계약서에 서명했습니다.',
  confirm: '체험 근무를 확인했습니다. 수고 많으셨습니다.',
} as const;

/** A company's trial shift form on an applicant's page, or null when the post is not one. */
export async function companyTrialShiftAction(request: Request, id: string): Promise<Response | null> {
  const posted = await intentOf(request, COMPANY_INTENTS);
  if (!posted) return null;
  const { formData, intent } = posted;
  const back = `/job-info/apply-resume/${id}`;
  const shifts = (api: ApiClient) => api.my.applicants[':id']['trial-shifts'];
  const one = (api: ApiClient) => shifts(api)[':shiftId'];
  if (intent === 'trial-propose') {
    const form = read(formData, proposeFormSchema);
    if (form.refused) return form.refused;
    const result = await callApi(request, (api) => shifts(api).$post({ param: { id }, json: form.values }));
    return answer(form.submission, result, back, COMPANY_TOASTS.propose);
  }
  if (intent === 'trial-cancel') {
    const form = read(formData, cancelFormSchema);
    if (form.refused) return form.refused;
    const { trialShiftId: shiftId, reason } = form.values;
    const result = await callApi(request, (api) => one(api).cancel.$post({ param: { id, shiftId }, json: { reason } }));
    return answer(form.submission, result, back, COMPANY_TOASTS.cancel);
  }
  if (intent === 'trial-sign') {
    const form = read(formData, signFormSchema);
    if (form.refused) return form.refused;
    const { trialShiftId: shiftId, name } = form.values;
    const result = await callApi(request, (api) => one(api).sign.$post({ param: { id, shiftId }, json: { name } }));
    return answer(form.submission, result, back, COMPANY_TOASTS.sign);
  }
  if (intent === 'trial-confirm') {
    const form = read(formData, shiftButtonSchema);
    if (form.refused) return form.refused;
    const shiftId = form.values.trialShiftId;
    const result = await callApi(request, (api) => one(api).confirm.$post({ param: { id, shiftId } }));
    return answer(form.submission, result, back, COMPANY_TOASTS.confirm);
  }
  const form = read(formData, outcomeFormSchema);
  if (form.refused) return form.refused;
  const { trialShiftId: shiftId, result: outcome } = form.values;
  const result = await callApi(request, (api) =>
    one(api).outcome.$post({ param: { id, shiftId }, json: { result: outcome } }),
  );
  return answer(form.submission, result, back, COMPANY_TOASTS[outcome]);
}

const SEEKER_BUTTONS = { 'trial-accept': 'accept', 'trial-decline': 'decline', 'trial-confirm': 'confirm' } as const;

/** A seeker's trial shift form on their application's page, or null when the post is not one. */
export async function seekerTrialShiftAction(request: Request, id: string): Promise<Response | null> {
  const posted = await intentOf(request, SEEKER_INTENTS);
  if (!posted) return null;
  const { formData, intent } = posted;
  const back = `/resume/apply-job-info/${id}`;
  const one = (api: ApiClient) => api.my.applications[':id']['trial-shifts'][':shiftId'];
  if (intent === 'trial-cancel') {
    const form = read(formData, cancelFormSchema);
    if (form.refused) return form.refused;
    const { trialShiftId: shiftId, reason } = form.values;
    const result = await callApi(request, (api) => one(api).cancel.$post({ param: { id, shiftId }, json: { reason } }));
    return answer(form.submission, result, back, SEEKER_TOASTS.cancel);
  }
  if (intent === 'trial-sign') {
    const form = read(formData, signFormSchema);
    if (form.refused) return form.refused;
    const { trialShiftId: shiftId, name } = form.values;
    const result = await callApi(request, (api) => one(api).sign.$post({ param: { id, shiftId }, json: { name } }));
    return answer(form.submission, result, back, SEEKER_TOASTS.sign);
  }
  const form = read(formData, shiftButtonSchema);
  if (form.refused) return form.refused;
  const param = { param: { id, shiftId: form.values.trialShiftId } };
  const button = SEEKER_BUTTONS[intent as keyof typeof SEEKER_BUTTONS];
  const result = await callApi(request, (api) => one(api)[button].$post(param));
  return answer(form.submission, result, back, SEEKER_TOASTS[button]);
}
