import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import { applyBodySchema } from '#contracts/application';
import { reportBodySchema } from '#contracts/moderation';
import { z } from '#contracts/zod';
import type { ActionResult } from '~/forms/action-result';
import type { ApplyOrigin } from '~/features/applications/apply-panel';
import { callApi } from '~/utils/api.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { redirectWithToast } from '~/utils/toast.server';

/** The posting page's two forms, told apart by their `intent`: 지원하기 and 신고하기. */
const postingPageFormSchema = z.discriminatedUnion('intent', [
  applyBodySchema.extend({ intent: z.literal('apply') }),
  reportBodySchema.extend({ intent: z.literal('report') }),
]);

const DONE = {
  apply: '지원했습니다. 진행 상황은 지원한 회사에서 확인할 수 있습니다.',
  report: '신고가 접수되었습니다. 운영자가 확인한 뒤 조치합니다.',
};

/**
 * Where the seeker came to the posting from, as its page's loader sees it (the page of a signed-in
 * seeker is never cached, and a client navigation's data request names the page before it too):
 * the apply form carries it in hidden fields and the api decides the application's source from it.
 */
export function applyOrigin(request: Request): ApplyOrigin {
  return {
    referrer: request.headers.get('referer') ?? '',
    utmSource: new URL(request.url).searchParams.get('utm_source') ?? '',
  };
}

/**
 * 지원하기 (the chosen resume goes to the api, which keeps a copy) or 신고하기 on the posting `id`,
 * by the contracts' schemas: back to the posting with a toast, or the form's reply with the api's
 * refusal (the page tells the two forms apart by the reply's `intent`).
 */
export async function applyOrReport(request: Request, id: string, here: string) {
  const submission = parseWithZod(await request.formData(), { schema: postingPageFormSchema });
  if (submission.status !== 'success') {
    return json<ActionResult>(submission.reply(), { status: 400 });
  }
  const form = submission.value;
  const posting = { id };
  const result =
    form.intent === 'report'
      ? await callApi(request, (api) =>
          api['job-infos'][':id'].reports.$post({
            param: posting,
            json: { reason: form.reason, text: form.text ?? undefined },
          }),
        )
      : await callApi(request, (api) =>
          api['job-infos'][':id'].applications.$post({
            param: posting,
            json: { resumeId: form.resumeId, referrer: form.referrer, utmSource: form.utmSource },
          }),
        );
  if (!result.ok) {
    return json<ActionResult>(replyWithRefusal(submission, result.error), { status: result.status });
  }
  return redirectWithToast(here, { type: 'success', message: DONE[form.intent] });
}
