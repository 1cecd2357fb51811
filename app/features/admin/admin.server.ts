import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { z } from 'zod';
import { z as zod } from '#contracts/zod';
import type { ActionResult } from '~/forms/action-result';
import { type ApiClient, callApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { redirectWithToast } from '~/utils/toast.server';

type ApiCall = Promise<ClientResponse<unknown, number, ResponseFormat>>;

const BAD_REQUEST_MESSAGE = '요청을 처리할 수 없습니다.';

/** One form of an operator page, by its button's `intent`: what it sends, the api call it makes, the toast. */
export interface AdminIntent {
  /** the fields the form sends besides its button, by the api's own schema; none for a plain button */
  fields?: z.ZodObject;
  /** whether the form acts on a row (`id`) */
  row: boolean;
  call: (api: ApiClient, input: { id: string; value: Record<string, unknown> }) => ApiCall;
  /** the success toast; without one, the api's own `message` */
  done?: string;
}

/** An operator form's intent, typed by its fields' schema. Build them inside the action: the call is the server's. */
export function adminIntent<Fields extends z.ZodObject = z.ZodObject<Record<string, never>>>(spec: {
  fields?: Fields;
  row?: boolean;
  call: (api: ApiClient, input: { id: string; value: z.output<Fields> }) => ApiCall;
  done?: string;
}): AdminIntent {
  return {
    ...spec,
    row: spec.row ?? false,
    // adminAction parses the form with `fields` before it calls
    call: (api, { id, value }) => spec.call(api, { id, value: value as z.output<Fields> }),
  };
}

const messageOf = (data: unknown) => {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * The action of an operator page: the form's `intent` picks the form, parsed by its fields' schema
 * (the row's `id` with it); success goes back to the same list (its filters and page kept) with a
 * toast, a refusal answers the form's reply with the api's messages.
 */
export async function adminAction(request: Request, intents: Record<string, AdminIntent>) {
  await requireRole(request, 'admin');
  const formData = await request.formData();
  const button = formData.get('intent');
  const intent = typeof button === 'string' ? button : '';
  const spec = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  const schema = (spec?.fields ?? zod.object({})).extend({
    intent: zod.literal(intent),
    ...(spec?.row ? { id: zod.string().regex(/^\d{1,12}$/) } : {}),
  });
  const submission = parseWithZod(formData, { schema });
  const answer = (reply: ActionResult, status: number) => json<ActionResult>(reply, { status });
  // a button or row no page sends is the form's error; a field's is said beside it
  const badRequest = () => submission.reply({ formErrors: [BAD_REQUEST_MESSAGE] });
  if (!spec) return answer(badRequest(), 400);
  if (submission.status !== 'success') {
    const handMade = submission.error?.intent || submission.error?.id;
    return answer(handMade ? badRequest() : submission.reply(), 400);
  }
  const { intent: _button, id = '', ...value } = submission.value as Record<string, unknown> & { id?: string };
  const result = await callApi(request, (api) => spec.call(api, { id, value }));
  if (!result.ok) return answer(replyWithRefusal(submission, result.error), result.status);
  const url = new URL(request.url);
  return redirectWithToast(url.pathname + url.search, {
    type: 'success',
    message: spec.done ?? messageOf(result.data) ?? '처리했습니다.',
  });
}

/** A filter of a list's URL: its value when it is one the api knows, else '' (no filter). */
export function filterOf<const T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | '' {
  const value = params.get(name) ?? '';
  return (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

type ListQuery<T> = { [K in keyof T]?: T[K] extends number ? string : Exclude<T[K], ''> };

/** The api query of a list: the filters that have a value, and the page from 2 on. */
export function listQuery<T extends Record<string, string | number>>(values: T): ListQuery<T> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value !== '' && !(name === 'page' && value === 1)) query[name] = String(value);
  }
  return query as ListQuery<T>;
}
