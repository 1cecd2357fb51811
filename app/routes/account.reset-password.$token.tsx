import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { type ResetLink, resetPasswordFormSchema } from '../../api/contracts/account-recovery';
import type { ApiErrorBody } from '../../api/contracts/errors';
import { AccountCard, UnusableLink } from '~/components/account-card';
import { ConformPasswordInput, FormErrors, useContractForm } from '~/components/conform-inputs';
import { callApi, jsonWithAuth } from '~/utils/api.server';
import { replyWithRefusal } from '~/utils/conform.server';
import { pageMeta } from '~/utils/meta';
import { destroySessionCookie } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('비밀번호 재설정'), { name: 'robots', content: 'noindex' }];

const PASSWORD_FIELDS = ['newPassword', 'newPasswordConfirm'];

/** The api's refusal of a link that opens nothing: its words and its status (404, 410). */
type Refusal = Pick<ApiErrorBody, 'code' | 'message'>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const res = await callApi<ResetLink>(request, `/reset-password/${encodeURIComponent(params.token ?? '')}`);
  if (res.ok) return jsonWithAuth(request, { link: res.data, refusal: null });
  const refusal: Refusal = { code: res.error.code, message: res.error.message };
  return jsonWithAuth(request, { link: null, refusal }, { status: res.status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordFormSchema });
  if (submission.status !== 'success') {
    return jsonWithAuth(
      request,
      { result: submission.reply({ hideFields: PASSWORD_FIELDS }), refusal: null },
      { status: 400 },
    );
  }
  const res = await callApi<{ message: string }>(request, '/reset-password', {
    body: { token: params.token ?? '', newPassword: submission.value.newPassword },
  });
  if (!res.ok) {
    // a link used or expired since the page opened: the page says so instead of the form
    const refusal: Refusal | null = res.status === 404 || res.status === 410 ? res.error : null;
    const result = replyWithRefusal(submission, res.error, PASSWORD_FIELDS);
    return jsonWithAuth(request, { result, refusal }, { status: res.status });
  }
  // every sign-in of the account has ended, this browser's too
  return redirectWithToast(
    '/login',
    { type: 'success', message: res.data.message },
    { headers: { 'Set-Cookie': await destroySessionCookie(request) } },
  );
}

export default function ResetPasswordPage() {
  const { link, refusal: linkRefusal } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useContractForm(resetPasswordFormSchema, data?.result);
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
            <ConformPasswordInput
              field={fields.newPassword}
              label="새 비밀번호"
              description="영문과 숫자를 포함해 8자 이상"
              autoComplete="new-password"
              maxLength={100}
            />
            <ConformPasswordInput
              field={fields.newPasswordConfirm}
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
