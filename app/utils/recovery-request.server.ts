import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { findIdBodySchema, findPasswordBodySchema } from '../../api/contracts/account-recovery';
import { type ApiResult, callApi, jsonWithAuth } from './api.server';
import { replyWithRefusal } from './conform.server';

export interface RecoveryRequestData {
  result: SubmissionResult<string[]>;
  /** the api's answer, the same words whether or not an account matched */
  answer: string | null;
}

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
    return jsonWithAuth<RecoveryRequestData>(request, { result: submission.reply(), answer: null }, { status: 400 });
  }
  const res = await send(submission.value);
  if (!res.ok) {
    const result = replyWithRefusal(submission, res.error);
    return jsonWithAuth<RecoveryRequestData>(request, { result, answer: null }, { status: res.status });
  }
  const result = submission.reply({ resetForm: true });
  return jsonWithAuth<RecoveryRequestData>(request, { result, answer: res.data.message });
}

export const requestLoginId = (request: Request) =>
  requestRecovery(request, findIdBodySchema, (json) => callApi(request, (api) => api['find-id'].$post({ json })));

export const requestPasswordReset = (request: Request) =>
  requestRecovery(request, findPasswordBodySchema, (json) =>
    callApi(request, (api) => api['find-password'].$post({ json })),
  );
