import { parseWithZod } from '@conform-to/zod/v4';
import { json, redirect } from '@remix-run/node';
import { bannerInquiryBodySchema, inquiryBodySchema } from '#contracts/customer-centre';
import type { ActionResult } from '~/forms/action-result';
import { callApi } from '~/utils/api.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { redirectWithToast } from '~/utils/toast.server';

// The customer centre's actions, here so that their schemas (and zod) stay out of the pages' first
// download: the browser fetches its own copy once the page is interactive.

/**
 * 배너광고 문의, open to anyone: the api checks consent, the honeypot and the per-address limit. A
 * sent inquiry lands on a page of its own, so a reload does not send it again.
 */
export async function sendBannerInquiry(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: bannerInquiryBodySchema });
  if (submission.status !== 'success') {
    return json<ActionResult>(submission.reply(), { status: 400 });
  }
  // an optional field left empty is absent from the body, as the api's own parse makes it
  const { budget, message, ...inquiry } = submission.value;
  const body = { ...inquiry, budget: budget ?? undefined, message: message ?? undefined };
  const result = await callApi(request, (api) => api['banner-inquiries'].$post({ json: body }));
  if (!result.ok) {
    return json<ActionResult>(replyWithRefusal(submission, result.error), { status: result.status });
  }
  return redirect('/service/banner/sent');
}

/** 1:1 문의: the member's question, then their list with it on top. */
export async function askInquiry(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: inquiryBodySchema });
  if (submission.status !== 'success') {
    return json<ActionResult>(submission.reply(), { status: 400 });
  }
  const body = submission.value;
  const result = await callApi(request, (api) => api.my.inquiries.$post({ json: body }));
  if (!result.ok) {
    return json<ActionResult>(replyWithRefusal(submission, result.error), { status: result.status });
  }
  return redirectWithToast('/service/ask-user', {
    type: 'success',
    message: '문의를 남겼습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다.',
  });
}
