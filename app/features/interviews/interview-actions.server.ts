import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { json } from '@remix-run/node';
import type { ApiErrorBody } from '#contracts/errors';
import type { InterviewAnswerBody } from '#contracts/interview';
import {
  cancelFormSchema,
  declineFormSchema,
  interviewIdSchema,
  otherTimesFormSchema,
  outcomeFormSchema,
  pickFormSchema,
} from './interview-answers.schema';
import { proposeFormSchema, rescheduleFormSchema, type SlotRow } from './propose-interview.schema';
import { OUTCOME_TOASTS } from './interview-labels';
import { refusalOnFields, replyWithRefusal } from '~/forms/conform.server';
import { type ApiResult, callApi } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';

/*
 * The interview forms of both application pages. Each form posts its `intent` (and the interview's
 * id) to the page it sits on; the page's action hands the post here first, and what is not an
 * interview's goes on to the page's own work. A refusal comes back as the form's reply, what was
 * typed kept; what worked goes back to the page with a toast.
 */

export const COMPANY_INTENTS = ['interview-propose', 'interview-reschedule', 'interview-cancel', 'interview-outcome'];
export const SEEKER_INTENTS = ['interview-pick', 'interview-other-times', 'interview-decline', 'interview-cancel'];

/** The form's reply to the api's answer: back to the page with `message`, or its refusal in the form. */
function answer<T>(
  submission: Submission<unknown, string[], unknown>,
  result: ApiResult<T>,
  to: string,
  message: string,
  refusal: (error: ApiErrorBody) => ApiErrorBody = (error) => refusalOnFields(error),
) {
  if (!result.ok) return json(replyWithRefusal(submission, refusal(result.error)), { status: result.status });
  return redirectWithToast(to, { type: 'success', message });
}

/**
 * The api names a time by its place among the times sent (`slots.1.startsAt`); the form by its row,
 * empty rows included: the message goes to the row's date.
 */
function onSlotRows(rows: unknown) {
  const filled = (Array.isArray(rows) ? (rows as SlotRow[]) : [])
    .map((row, index) => ({ index, filled: Boolean(row?.date?.trim() || row?.time?.trim()) }))
    .filter((row) => row.filled)
    .map((row) => row.index);
  return (error: ApiErrorBody): ApiErrorBody => {
    const named = refusalOnFields(error);
    const fields = Object.fromEntries(
      Object.entries(named.details?.fields ?? {}).map(([name, message]) => {
        const slot = /^slots\[(\d+)\]\.startsAt$/.exec(name);
        return [slot ? `slots[${filled[Number(slot[1])] ?? 0}].date` : name, message];
      }),
    );
    return { ...named, details: { ...named.details, fields } };
  };
}

const invalid = (submission: Submission<unknown, string[], unknown>) => json(submission.reply(), { status: 400 });

/** A company's interview form on an applicant's page, or null when the post is not one. */
export async function companyInterviewAction(request: Request, id: string): Promise<Response | null> {
  const formData = await request.clone().formData();
  const intent = formData.get('intent');
  if (typeof intent !== 'string' || !COMPANY_INTENTS.includes(intent)) return null;
  const back = `/job-info/apply-resume/${id}`;
  if (intent === 'interview-propose') {
    const submission = parseWithZod(formData, { schema: proposeFormSchema });
    if (submission.status !== 'success') return invalid(submission);
    const result = await callApi(request, (api) =>
      api.my.applicants[':id'].interviews.$post({ param: { id }, json: submission.value }),
    );
    const rows = onSlotRows(submission.payload.slots);
    return answer(submission, result, back, '면접을 제안했습니다. 지원자가 답하면 알려드립니다.', rows);
  }
  if (intent === 'interview-reschedule') {
    const schema = rescheduleFormSchema.extend({ interviewId: interviewIdSchema });
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== 'success') return invalid(submission);
    const { interviewId, ...body } = submission.value;
    const result = await callApi(request, (api) =>
      api.my.applicants[':id'].interviews[':interviewId'].reschedule.$post({ param: { id, interviewId }, json: body }),
    );
    const rows = onSlotRows(submission.payload.slots);
    return answer(submission, result, back, '새 면접 시간을 제안했습니다. 지원자에게 바로 알렸습니다.', rows);
  }
  if (intent === 'interview-cancel') {
    const submission = parseWithZod(formData, { schema: cancelFormSchema });
    if (submission.status !== 'success') return invalid(submission);
    const { interviewId, reason } = submission.value;
    const result = await callApi(request, (api) =>
      api.my.applicants[':id'].interviews[':interviewId'].cancel.$post({
        param: { id, interviewId },
        json: { reason },
      }),
    );
    return answer(submission, result, back, '면접을 취소했습니다. 지원자에게 바로 알렸습니다.');
  }
  const submission = parseWithZod(formData, { schema: outcomeFormSchema });
  if (submission.status !== 'success') return invalid(submission);
  const { interviewId, ...body } = submission.value;
  const result = await callApi(request, (api) =>
    api.my.applicants[':id'].interviews[':interviewId'].outcome.$post({ param: { id, interviewId }, json: body }),
  );
  return answer(submission, result, back, OUTCOME_TOASTS[body.result ?? (body.attended ? 'attended' : 'absent')]);
}

/** A seeker's interview form on their application's page, or null when the post is not one. */
export async function seekerInterviewAction(request: Request, id: string): Promise<Response | null> {
  const formData = await request.clone().formData();
  const intent = formData.get('intent');
  if (typeof intent !== 'string' || !SEEKER_INTENTS.includes(intent)) return null;
  const back = `/resume/apply-job-info/${id}`;
  const answerWith = (interviewId: string, body: InterviewAnswerBody) =>
    callApi(request, (api) =>
      api.my.applications[':id'].interviews[':interviewId'].answer.$post({ param: { id, interviewId }, json: body }),
    );
  if (intent === 'interview-pick') {
    const submission = parseWithZod(formData, { schema: pickFormSchema });
    if (submission.status !== 'success') return invalid(submission);
    const { interviewId, slot } = submission.value;
    const result = await answerWith(interviewId, { slot });
    return answer(submission, result, back, '면접이 확정되었습니다. 캘린더에 추가해 두세요.');
  }
  if (intent === 'interview-other-times') {
    const submission = parseWithZod(formData, { schema: otherTimesFormSchema });
    if (submission.status !== 'success') return invalid(submission);
    const { interviewId, otherTimes } = submission.value;
    const result = await answerWith(interviewId, { otherTimes });
    return answer(submission, result, back, '다른 시간을 요청했습니다. 기업이 다시 제안하면 알려드립니다.');
  }
  if (intent === 'interview-decline') {
    const submission = parseWithZod(formData, { schema: declineFormSchema });
    if (submission.status !== 'success') return invalid(submission);
    const { interviewId, decline } = submission.value;
    const result = await answerWith(interviewId, { decline });
    return answer(submission, result, back, '면접 제안을 거절했습니다. 기업에 바로 알렸습니다.');
  }
  const submission = parseWithZod(formData, { schema: cancelFormSchema });
  if (submission.status !== 'success') return invalid(submission);
  const { interviewId, reason } = submission.value;
  const result = await callApi(request, (api) =>
    api.my.applications[':id'].interviews[':interviewId'].cancel.$post({
      param: { id, interviewId },
      json: { reason },
    }),
  );
  return answer(submission, result, back, '면접을 취소했습니다. 기업에 바로 알렸습니다.');
}
