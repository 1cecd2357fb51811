import { json } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from '#contracts/zod';
import type { ActionResult } from './action-result';
import { type ApiResult } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';

const CANNOT_HANDLE = '요청을 처리할 수 없습니다.';

/**
 * What a row's button posts (row-actions.tsx): which button (`intent`), which row
 * (`id`), the `value` of an intent that carries one (공개 / 비공개), and `confirmed` for a delete
 * that was asked about.
 */
const rowActionSchema = <const Intents extends readonly [string, ...string[]]>(intents: Intents) =>
  z.object({
    intent: z.enum(intents, { error: CANNOT_HANDLE }),
    id: z.string({ error: CANNOT_HANDLE }).regex(/^\d{1,12}$/, { error: CANNOT_HANDLE }),
    value: z.string().optional(),
    confirmed: z.literal('yes').optional(),
  });

/**
 * The post of a form whose only content is its button (and hidden values), read by its schema: the
 * values, or the 400 reply whose form error says what is wrong (the schema's first message, else
 * that the request cannot be handled: a button the page does not have, a row that is no number).
 */
export async function readButtonForm<Schema extends z.ZodType<object>>(request: Request, schema: Schema) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status === 'success') return { submission, values: submission.value };
  const first = Object.values(submission.error ?? {}).find((errors) => errors?.length)?.[0];
  const reply = submission.reply({ formErrors: [first ?? CANNOT_HANDLE] });
  return { refused: json<ActionResult>(reply, { status: 400 }) };
}

/** A form that is a button and nothing else (열람권 사용): read only to answer as every form does. */
export const readButtonOnly = (request: Request) => readButtonForm(request, z.object({}));

/** A row button's post (one of `intents`): see `readButtonForm`. */
export const readRowAction = <const Intents extends readonly [string, ...string[]]>(
  request: Request,
  intents: Intents,
) => readButtonForm(request, rowActionSchema(intents));

/**
 * The answer to a form whose only content is its button: where it leads with a toast when the api
 * did it (the toast's words may depend on the api's answer), else the api's refusal as the form's
 * error, which the page says (a toast with JavaScript).
 */
export async function buttonFormResponse<T>(
  submission: Submission<unknown, string[], unknown>,
  result: ApiResult<T>,
  done: { to: string; message: string | ((data: T) => string) },
) {
  if (!result.ok) {
    const reply = submission.reply({ formErrors: [result.error.message] });
    return json<ActionResult>(reply, { status: result.status });
  }
  const message = typeof done.message === 'string' ? done.message : done.message(result.data);
  return redirectWithToast(done.to, { type: 'success', message });
}
