import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { apiFetch, closeSession } from '~/utils/api.server';
import { safeRedirect } from '~/utils/redirect';
import { getSession } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';

export const loader = () => redirect('/');

/**
 * Ends the sign-in (the api revokes its refresh-token family) and returns to the page the user
 * was on; a members' page then shows its guard.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const refreshToken = (await getSession(request)).get('refreshToken');
  if (refreshToken) {
    // The session ends here whatever the api says; a revocation that failed expires on its own.
    await apiFetch((api) => api.logout.$post({ json: { refreshToken } }), { request }).catch(() => undefined);
  }
  await closeSession(request);
  return redirectWithToast(safeRedirect(form.get('redirectTo')), { type: 'success', message: '로그아웃 완료!' });
}
