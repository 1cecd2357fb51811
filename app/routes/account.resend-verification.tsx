import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { callApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { readButtonOnly } from '~/forms/row-actions.server';
import { redirectWithToast } from '~/utils/toast.server';

/** Only the form's target: a visitor who opens it lands on the page that has the form. */
export function loader() {
  return redirect('/user/edit');
}

/** Another verification link to the member's address; the answer (or the refusal) as a toast on /user/edit. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  // read as every form is; it has nothing but its button
  const read = await readButtonOnly(request);
  if (read.refused) return read.refused;
  const res = await callApi(request, (api) => api['resend-verification'].$post());
  const toast = res.ok
    ? { type: 'success' as const, message: res.data.message }
    : { type: 'error' as const, message: res.error.message };
  return redirectWithToast('/user/edit', toast);
}
