import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ApiErrorBody } from '#contracts/errors';
import { INTERVIEW_KINDS, INTERVIEW_LIMITS } from '#contracts/interview';
import { OFFER_LIMITS } from '#contracts/offer';
import type { ActionResult } from '~/forms/action-result';
import { apiFieldErrors, replyWithRefusal } from '~/forms/conform.server';
import { callApi } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';
import type { OfferFormRules } from '~/features/offers/offer-form';
import { offerFormSchema } from '~/features/offers/offer-form.schema';

/** What 입사 제안하기 tells and bounds (offer-form.tsx's OfferFormRules), sent with the page's data. */
export const OFFER_FORM_RULES: OfferFormRules = {
  kinds: INTERVIEW_KINDS,
  interview: INTERVIEW_LIMITS,
  offer: OFFER_LIMITS,
};

/** The api's refusal with a time's field (`slots.1.startsAt`) named as the form's row it came from. */
function onRows(error: ApiErrorBody, rows: number[]): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiFieldErrors(error))) {
    const time = /^slots\.(\d+)\.(startsAt|minutes)$/.exec(path);
    const row = time ? rows[Number(time[1])] : undefined;
    fields[row === undefined ? path : `slots[${row}].${time![2] === 'minutes' ? 'minutes' : 'date'}`] ??= message;
  }
  return { ...error, details: { ...error.details, fields } };
}

/**
 * 입사 제안하기 from the resume page `here`: to the resume's owner, by the api, which says no in
 * Korean (20 a day, offers turned off, already applied, a resume not unlocked); the form comes
 * back with what was typed and that refusal.
 */
export async function sendOffer(request: Request, resumeId: string, here: string) {
  const submission = parseWithZod(await request.formData(), { schema: offerFormSchema });
  if (submission.status !== 'success') return json<ActionResult>(submission.reply(), { status: 400 });
  const { body, rows } = submission.value;
  const result = await callApi(request, (api) =>
    api.my.talent[':resumeId'].offers.$post({ param: { resumeId }, json: body }),
  );
  if (!result.ok) {
    return json<ActionResult>(replyWithRefusal(submission, onRows(result.error, rows)), { status: result.status });
  }
  return redirectWithToast(here, {
    type: 'success',
    message: `‘${result.data.offer.jobInfoTitle}’ 공고로 입사 제안을 보냈습니다. 답이 오면 알림으로 알려드립니다.`,
  });
}
