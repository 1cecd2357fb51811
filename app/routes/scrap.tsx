import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { z } from '#contracts/zod';
import { callApi } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { loginPath, safeRedirect } from '~/utils/redirect';
import { redirectWithToast } from '~/utils/toast.server';

/** Nothing to show here: the toggle posts and comes back to where it was. */
export const loader = () => redirect('/');

/** What the toggle posts (features/scraps/scrap-toggle.tsx): the thing, whether it is now kept, the page it was on. */
const scrapFormSchema = z.object({
  kind: z.enum(['job', 'resume']),
  id: z.string().regex(/^\d{1,10}$/),
  on: z
    .string()
    .optional()
    .transform((on) => on === '1'),
  redirectTo: z.string().optional(),
});

/**
 * The scrap toggle of every list and detail page. Without JavaScript it is a plain form that
 * returns to the page it was on; with it, a fetcher that shows the new state at once. Either way
 * the answer is that page with a toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: scrapFormSchema });
  const { redirectTo } = submission.payload;
  const back = safeRedirect(typeof redirectTo === 'string' ? redirectTo : '');
  if (!(await getUser(request))) return redirect(loginPath(back));
  if (submission.status !== 'success') {
    return redirectWithToast(back, { type: 'error', message: '스크랩할 대상을 찾을 수 없습니다.' });
  }
  const { kind, id, on } = submission.value;
  const scrap = { param: { kind, id } };
  const result = await callApi(request, (api) =>
    on ? api.my.scraps[':kind'][':id'].$put(scrap) : api.my.scraps[':kind'][':id'].$delete(scrap),
  );
  if (!result.ok) return redirectWithToast(back, { type: 'error', message: result.error.message });
  const message = on ? '스크랩했습니다.' : '스크랩을 해제했습니다.';
  return redirectWithToast(back, { type: 'success', message });
}
