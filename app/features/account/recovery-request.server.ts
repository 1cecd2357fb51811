import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { findIdBodySchema, findPasswordBodySchema } from '#contracts/account-recovery';
import type { ActionResult } from '~/forms/action-result';
import { type ApiResult, callApi } from '~/utils/api.server';
import { replyWithRefusal } from '~/forms/conform.server';

/** The form's reply, and the api's answer: the same words whether or not an account matched. */
export type RecoveryRequestResult = ActionResult & { answer?: string };

/**
 * 아이디 찾기 and 비밀번호 찾기: the form parsed by the contract's schema, sent to the api, and its
 * answer shown on the page. A refusal keeps what was typed; the answer empties the form.
 */
async function requestRecovery<Schema extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  schema: Schema,
  send: (body: z.output<Schema>) => Promise<ApiResult<{ message: string }>>,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') {
    return json<RecoveryRequestResult>(submission.reply(), { status: 400 });
  }
  const res = await send(submission.value);
  if (!res.ok) {
    return json<RecoveryRequestResult>(replyWithRefusal(submission, res.error), {
      status: res.status,
    });
  }
  const reply = submission.reply({ resetForm: true });
  return json<RecoveryRequestResult>({ ...reply, answer: res.data.message });
}

export const requestLoginId = (request: Request) =>
  requestRecovery(request, findIdBodySchema, (json) => callApi(request, (api) => api['find-id'].$post({ json })));

export const requestPasswordReset = (request: Request) =>
  requestRecovery(request, findPasswordBodySchema, (json) =>
    callApi(request, (api) => api['find-password'].$post({ json })),
  );
