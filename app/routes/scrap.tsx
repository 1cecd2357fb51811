import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { authHeaders, legacyCallApi } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { formText } from '~/utils/form-data.server';
import { loginPath, safeRedirect } from '~/utils/redirect';
import { redirectWithToast } from '~/utils/toast.server';

/** Nothing to show here: the toggle posts and comes back to where it was. */
export const loader = () => redirect('/');

/**
 * The scrap toggle of every list and detail page. Without JavaScript it is a plain form that
 * returns to the page it was on; with it, a fetcher that shows the new state at once.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirect(formText(form, 'redirectTo'));
  if (!(await getUser(request))) return redirect(loginPath(back));
  const kind = formText(form, 'kind');
  const id = formText(form, 'id');
  const on = formText(form, 'on') === '1';
  const headers = await authHeaders(request);
  if (!['job', 'resume'].includes(kind) || !/^\d{1,10}$/.test(id)) {
    return redirectWithToast(back, { type: 'error', message: '스크랩할 대상을 찾을 수 없습니다.' }, { headers });
  }
  const result = await legacyCallApi(request, `/my/scraps/${kind}/${id}`, { method: on ? 'PUT' : 'DELETE' });
  if (!result.ok) return redirectWithToast(back, { type: 'error', message: result.error.message }, { headers });
  const message = on ? '스크랩했습니다.' : '스크랩을 해제했습니다.';
  return redirectWithToast(back, { type: 'success', message }, { headers });
}
