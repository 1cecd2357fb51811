import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountCard } from '~/features/account/account-card';
import { LoginForm } from '~/features/account/login-form';
import { PlainSubmit } from '~/forms/plain-fields';
import { requireAnonymous } from '~/utils/auth.server';
import { signInDestination } from '~/utils/redirect';
import { signIn } from '~/features/account/sign-in.server';

export const meta: MetaFunction = () => [
  { title: '로그인 | 빵잡' },
  { name: 'description', content: '빵잡 로그인: 이력서 관리, 공고 관리, 지원 현황을 확인하세요.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = signInDestination(new URL(request.url).searchParams.get('redirectTo'));
  await requireAnonymous(request, redirectTo);
  return json({ redirectTo });
}

export async function action({ request }: ActionFunctionArgs) {
  // a copy: the authenticator reads the form again
  const form = await request.clone().formData();
  return signIn(request, form, signInDestination(form.get('redirectTo')));
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <AccountCard title="로그인">
      <LoginForm redirectTo={redirectTo} submit={<PlainSubmit fullWidth>로그인</PlainSubmit>} />
    </AccountCard>
  );
}
