import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountCard } from '~/components/account-card';
import { type LoginActionData, LoginForm } from '~/components/login-form';
import { jsonWithAuth } from '~/utils/api.server';
import { authenticator, requireAnonymous, SignInError } from '~/utils/auth.server';
import { safeRedirect } from '~/utils/redirect';
import { startSession } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [
  { title: '로그인 | 빵잡' },
  { name: 'description', content: '빵잡 로그인: 이력서 관리, 공고 관리, 지원 현황을 확인하세요.' },
];

/** Where to go after signing in: a same-site page, never back to the login or sign-up form. */
function destination(value: FormDataEntryValue | string | null): string {
  const to = safeRedirect(value);
  return /^\/(login|register|logout)(\/|\?|$)/.test(to) ? '/' : to;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = destination(new URL(request.url).searchParams.get('redirectTo'));
  await requireAnonymous(request, redirectTo);
  return jsonWithAuth(request, { redirectTo });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const redirectTo = destination(form.get('redirectTo'));
  const userId = String(form.get('userId') ?? '');
  try {
    const tokens = await authenticator.authenticate('form', request);
    return redirectWithToast(
      redirectTo,
      { type: 'success', message: `환영합니다. ${tokens.user.username}님!` },
      { headers: { 'Set-Cookie': await startSession(tokens) } },
    );
  } catch (error) {
    if (error instanceof SignInError) {
      return json<LoginActionData>({ error: error.body.message, values: { userId } }, { status: error.status });
    }
    throw error;
  }
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <AccountCard title="로그인">
      <LoginForm redirectTo={redirectTo} />
    </AccountCard>
  );
}
