import type { AdminRefusal } from '../components/admin-forms';
import { authHeaders, legacyCallApi, jsonWithAuth } from './api.server';
import { requireRole } from './auth.server';
import { apiFieldErrors, formText } from './form-data.server';
import { redirectWithToast } from './toast.server';

const BAD_REQUEST_MESSAGE = '요청을 처리할 수 없습니다.';
const ROW_ID = /^\d{1,10}$/;

/** One button of an operator page: the api call it makes, and what the toast says when it worked. */
export interface AdminIntent {
  method?: 'POST' | 'PUT' | 'DELETE';
  /** the api path; a function of the form's `id` for a row's button, called only with a checked id */
  path: string | ((id: string) => string);
  body?: (form: FormData) => unknown;
  /** the fields given back as typed when the api refuses, so nothing typed is lost */
  keep?: readonly string[];
  /** the success toast; without one, the api's own `message` */
  done?: string;
}

/**
 * The action of an operator page: the form's `intent` picks the api call; success goes back to the
 * same list (its filters and page kept) with a toast, a refusal answers with the api's messages.
 */
export async function adminAction(request: Request, intents: Record<string, AdminIntent>) {
  await requireRole(request, 'admin');
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const spec = Object.hasOwn(intents, intent) ? intents[intent] : null;
  const refuse = (status: number, data: Omit<AdminRefusal, 'intent' | 'id'>) =>
    jsonWithAuth<AdminRefusal>(request, { ...data, intent, id }, { status });

  if (!spec || (typeof spec.path === 'function' && !ROW_ID.test(id))) {
    return refuse(400, { error: BAD_REQUEST_MESSAGE, fields: {}, values: {} });
  }
  const path = typeof spec.path === 'function' ? spec.path(id) : spec.path;
  const result = await legacyCallApi<{ message?: string } | undefined>(request, path, {
    method: spec.method ?? 'POST',
    body: spec.body?.(form),
  });
  if (!result.ok) {
    return refuse(result.status, {
      error: result.error.message,
      fields: apiFieldErrors(result.error),
      values: Object.fromEntries((spec.keep ?? []).map((name) => [name, formText(form, name)])),
    });
  }
  const url = new URL(request.url);
  return redirectWithToast(
    url.pathname + url.search,
    { type: 'success', message: spec.done ?? result.data?.message ?? '처리했습니다.' },
    { headers: await authHeaders(request) },
  );
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
