import { getFormProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AccountCard } from '~/features/account/account-card';
import { UnusableLink } from '~/features/account/unusable-link';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { PlainTextField } from '~/forms/plain-fields';
import { callApi } from '~/utils/api.server';
import { pageMeta } from '~/utils/meta';
import { type LinkRefusal, resetPassword } from '~/features/account/reset-password.server';

/** A single-use link's page: what it says changes once the link is used, so no browser keeps it. */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: MetaFunction = () => [...pageMeta('비밀번호 재설정'), { name: 'robots', content: 'noindex' }];

const loadValidator = () => import('~/features/account/recovery.schema').then((module) => module.validateResetPassword);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const res = await callApi(request, (api) => api['reset-password'][':token'].$get({ param: { token } }));
  if (res.ok) return json({ link: res.data, refusal: null });
  const refusal: LinkRefusal = { code: res.error.code, message: res.error.message };
  return json({ link: null, refusal }, { status: res.status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return resetPassword(request, params.token ?? '');
}

export default function ResetPasswordPage() {
  const { link, refusal: linkRefusal } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useContractForm(loadValidator, data);
  const refusal = data?.refusal ?? linkRefusal;
  if (refusal || !link) {
    return (
      <UnusableLink
        title="비밀번호 재설정 링크를 쓸 수 없습니다"
        refusal={refusal}
        advice="비밀번호 찾기에서 새 링크를 받아주세요. 링크는 30분 동안 한 번만 쓸 수 있고, 가장 최근에 받은 메일의 링크만 열립니다."
        action={{ to: '/account/find-password', label: '재설정 링크 다시 받기' }}
      />
    );
  }
  return (
    <AccountCard title="비밀번호 재설정">
      <Stack gap="sm">
        <Text size="sm">
          <strong>{link.userId}</strong> 계정의 새 비밀번호를 정해주세요. 바꾸면 모든 기기에서 로그아웃됩니다.
        </Text>
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <PlainTextField
              field={fields.newPassword}
              type="password"
              required
              label="새 비밀번호"
              description="영문과 숫자를 포함해 8자 이상"
              autoComplete="new-password"
              maxLength={100}
            />
            <PlainTextField
              field={fields.newPasswordConfirm}
              type="password"
              required
              label="새 비밀번호 확인"
              autoComplete="new-password"
              maxLength={100}
            />
            <FormErrors form={form} />
            <Button type="submit" fullWidth>
              비밀번호 변경
            </Button>
          </Stack>
        </Form>
      </Stack>
    </AccountCard>
  );
}
