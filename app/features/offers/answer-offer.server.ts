import { json } from '@remix-run/node';
import { acceptOfferBodySchema } from '#contracts/offer';
import { z } from '#contracts/zod';
import type { ActionResult } from '~/forms/action-result';
import { buttonFormResponse, readButtonForm } from '~/forms/row-actions.server';
import { callApi } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';

const CANNOT_HANDLE = '요청을 처리할 수 없습니다.';
const offerId = z.string({ error: CANNOT_HANDLE }).regex(/^\d{1,12}$/, { error: CANNOT_HANDLE });

/** What an offer's two buttons post: 수락 with the chosen resume, or 거절. */
const answerSchema = z.discriminatedUnion(
  'intent',
  [
    acceptOfferBodySchema.extend({ intent: z.literal('accept'), id: offerId }),
    z.object({ intent: z.literal('decline'), id: offerId }),
  ],
  { error: CANNOT_HANDLE },
);

/**
 * 수락 applies with the chosen resume and leads to that new application's page; 거절 comes back to
 * the list. The api's refusal (already answered, the posting closed, a resume not complete) is the
 * form's error, said on the list with the choice kept.
 */
export async function answerOffer(request: Request, back: string) {
  const read = await readButtonForm(request, answerSchema);
  if (read.refused) return read.refused;
  const { submission, values } = read;
  const param = { offerId: values.id };
  if (values.intent === 'decline') {
    const result = await callApi(request, (api) => api.my.offers[':offerId'].decline.$post({ param }));
    return buttonFormResponse(submission, result, {
      to: back,
      message: ({ offer }) => `${offer.companyName}의 입사 제안을 거절했습니다.`,
    });
  }
  const result = await callApi(request, (api) =>
    api.my.offers[':offerId'].accept.$post({ param, json: { resumeId: values.resumeId } }),
  );
  if (!result.ok) {
    return json<ActionResult>(submission.reply({ formErrors: [result.error.message] }), { status: result.status });
  }
  const { applicationId, companyName } = result.data.offer;
  return redirectWithToast(applicationId ? `/resume/apply-job-info/${applicationId}` : back, {
    type: 'success',
    message: `입사 제안을 수락해 ${companyName}에 지원했습니다.`,
  });
}
