import { Button } from '@mantine/core/esm/components/Button/Button';
import { PasswordInput } from '@mantine/core/esm/components/PasswordInput/PasswordInput';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, Link, useActionData, useFetcher } from '@remix-run/react';
import { NoScriptAlert, useActionToast } from './toasts';

export interface LoginActionData {
  error: string;
  values: { userId: string };
}

function Fields({ data, redirectTo }: { data?: LoginActionData; redirectTo: string }) {
  return (
    <Stack gap="sm">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextInput
        label="아이디"
        name="userId"
        required
        autoComplete="username"
        autoCapitalize="none"
        maxLength={20}
        defaultValue={data?.values.userId}
      />
      <PasswordInput label="비밀번호" name="password" required autoComplete="current-password" maxLength={100} />
      <NoScriptAlert toast={data?.error ? { id: 'login-error', type: 'error', message: data.error } : null} />
      <Button type="submit" fullWidth>
        로그인
      </Button>
      <p className="form-footnote">
        <Link to="/account/find-id">아이디 찾기</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/account/find-password">비밀번호 찾기</Link>
      </p>
      <p className="form-footnote">
        아직 회원이 아니신가요? <Link to="/register">회원가입</Link>
      </p>
    </Stack>
  );
}

/**
 * The sign-in form of the /login page and of the header's modal. The modal posts through a fetcher
 * so a refusal keeps it open; success redirects either way.
 */
export function LoginForm({ redirectTo, inModal = false }: { redirectTo: string; inModal?: boolean }) {
  const fetcher = useFetcher<LoginActionData>();
  const pageData = useActionData<LoginActionData>();
  const data = inModal ? fetcher.data : pageData;
  useActionToast(data);
  if (inModal) {
    return (
      <fetcher.Form method="post" action="/login">
        <Fields data={data} redirectTo={redirectTo} />
      </fetcher.Form>
    );
  }
  return (
    <Form method="post" action="/login">
      <Fields data={data} redirectTo={redirectTo} />
    </Form>
  );
}
