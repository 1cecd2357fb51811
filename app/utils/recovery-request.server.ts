import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { findIdBodySchema, findPasswordBodySchema } from '../../api/contracts/account-recovery';
import { legacyCallApi, jsonWithAuth } from './api.server';
import { replyWithRefusal } from './conform.server';

export interface RecoveryRequestData {
  result: SubmissionResult<string[]>;
  /** the api's answer, the same words whether or not an account matched */
  answer: string | null;
}

const SCHEMAS = { '/find-id': findIdBodySchema, '/find-password': findPasswordBodySchema };

/**
 * 아이디 찾기 and 비밀번호 찾기: the form parsed by the contract's schema, sent to the api, and its
 * answer shown on the page. A refusal keeps what was typed; the answer empties the form.
 */
export async function requestRecovery(request: Request, path: keyof typeof SCHEMAS) {
  const submission = parseWithZod(await request.formData(), { schema: SCHEMAS[path] });
  if (submission.status !== 'success') {
    return jsonWithAuth<RecoveryRequestData>(request, { result: submission.reply(), answer: null }, { status: 400 });
  }
  const res = await legacyCallApi<{ message: string }>(request, path, { body: submission.value });
  if (!res.ok) {
    const result = replyWithRefusal(submission, res.error);
    return jsonWithAuth<RecoveryRequestData>(request, { result, answer: null }, { status: res.status });
  }
  const result = submission.reply({ resetForm: true });
  return jsonWithAuth<RecoveryRequestData>(request, { result, answer: res.data.message });
}
