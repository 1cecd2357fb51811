import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from '../../api/contracts/zod';
import type { ActionResult } from './action-result';

export const BAD_REQUEST_MESSAGE = '요청을 처리할 수 없습니다.';

/** A row's id as a page prints it in a hidden field. */
export const rowIdSchema = z.string().regex(/^\d{1,12}$/);

/**
 * A form whose only content is its button (읽음, 주문 취소, 입금 확인, …): the button's `intent`,
 * one of `intents`, and the row it names (`id`) when there is one. Parsed by a schema like every form.
 */
export function parseButton<const Intent extends string>(formData: FormData, intents: readonly [Intent, ...Intent[]]) {
  return parseWithZod(formData, { schema: z.object({ intent: z.enum(intents), id: rowIdSchema.optional() }) });
}

/** The answer to a post none of the page's forms sends (a hand-made one): the form's error. */
export function badRequest(submission: Submission<unknown>): ActionResult {
  return submission.reply({ formErrors: [BAD_REQUEST_MESSAGE] });
}
