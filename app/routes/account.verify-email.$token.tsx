import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { type ActionFunctionArgs, type HeadersFunction, json, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { AccountCard } from '~/features/account/account-card';
import { UnusableLink } from '~/features/account/unusable-link';
import { ResendVerificationForm } from '~/features/account/resend-verification-form';
import { callApi } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

/** A single-use link's page: what it says changes once the link is used, so no browser keeps it. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: MetaFunction = () => [...pageMeta('이메일 인증'), { name: 'robots', content: 'noindex' }];

/**
 * 확인 verifies the address. Opening the mailed link only shows the button: mail scanners open
 * every link of a mail, and an address is verified when its owner says so, not when a link is fetched.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const signedIn = (await getUser(request)) !== null;
  const res = await callApi(request, (api) => api['verify-email'].$post({ json: { token: params.token ?? '' } }));
  if (res.ok) return json({ email: res.data.email, refusal: null, signedIn });
  const refusal = { code: res.error.code, message: res.error.message };
  return json({ email: null, refusal, signedIn }, { status: res.status });
}

export default function VerifyEmailPage() {
  const result = useActionData<typeof action>();
  if (!result) {
    return (
      <AccountCard title="이메일 인증">
        <Form method="post">
          <Stack gap="sm">
            <Text size="sm">아래 확인 버튼을 누르면 이 이메일 주소가 빵잡 계정의 주소로 인증됩니다.</Text>
            <Button type="submit" fullWidth>
              확인
            </Button>
          </Stack>
        </Form>
      </AccountCard>
    );
  }
  const { email, refusal, signedIn } = result;
  if (email) {
    return (
      <AccountCard title="이메일 인증 완료">
        <Stack gap="sm">
          <div role="status" className="page-alert page-alert-success">
            이메일 주소가 인증되었습니다.
          </div>
          <Text size="sm">
            이제 <strong>{email}</strong>(으)로 아이디·비밀번호 찾기와 맞춤 공고 메일을 받을 수 있습니다.
          </Text>
          <Group grow>
            <Button component={Link} to={signedIn ? '/user/edit' : '/login'}>
              {signedIn ? '회원정보 보기' : '로그인'}
            </Button>
            <Button component={Link} to="/" variant="light">
              홈으로
            </Button>
          </Group>
        </Stack>
      </AccountCard>
    );
  }
  const advice =
    refusal?.code === 'LINK_USED'
      ? '이미 인증을 마치셨다면 더 하실 일은 없습니다. 인증되지 않았다면 인증 메일을 다시 받아 가장 최근 메일의 링크를 열어주세요.'
      : '인증 메일을 다시 받아 가장 최근 메일의 링크를 열어주세요. 링크는 24시간 동안 쓸 수 있습니다.';
  return (
    <UnusableLink
      title="이메일 인증 링크를 쓸 수 없습니다"
      refusal={refusal}
      advice={advice}
      action={
        signedIn ? undefined : { to: '/login?redirectTo=%2Fuser%2Fedit', label: '로그인하고 인증 메일 다시 받기' }
      }
    >
      {signedIn ? <ResendVerificationForm /> : null}
    </UnusableLink>
  );
}
