import { getFormProps } from '@conform-to/react';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Form, Link, useActionData, useFetcher } from '@remix-run/react';
import type { ReactNode } from 'react';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { useContractForm } from '~/forms/contract-form';
import { PlainTextField } from '~/forms/plain-fields';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { ProviderButtons } from '~/features/oauth/provider-buttons';

const loadValidator = () => import('./sign-in-forms.schema').then((module) => module.validateLogin);

/**
 * The sign-in form of the /login page and of the header's modal. The modal posts through a fetcher
 * so a refusal keeps it open; success redirects either way. The submit button is the caller's: the
 * page's is plain (its first download carries no Mantine Button), the modal's, fetched on demand, is
 * Mantine's.
 */
export function LoginForm({
  redirectTo,
  submit,
  inModal = false,
}: {
  redirectTo: string;
  submit: ReactNode;
  inModal?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const pageResult = useActionData<ActionResult>();
  const lastResult = inModal ? fetcher.data : pageResult;
  useActionToast(lastResult);
  const [form, fields] = useContractForm(loadValidator, lastResult);
  const formError = formErrorOf(lastResult);
  const FormElement = inModal ? fetcher.Form : Form;
  return (
    <FormElement method="post" action="/login" {...getFormProps(form)}>
      <Stack gap="sm">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <PlainTextField
          field={fields.userId}
          label="아이디"
          required
          autoComplete="username"
          autoCapitalize="none"
          maxLength={20}
        />
        <PlainTextField
          field={fields.password}
          type="password"
          label="비밀번호"
          required
          autoComplete="current-password"
          maxLength={100}
        />
        <NoScriptAlert toast={formError ? { id: 'login-error', type: 'error', message: formError } : null} />
        {submit}
        <ProviderButtons redirectTo={redirectTo} />
        <p className="form-footnote">
          <Link to="/account/find-id">아이디 찾기</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/account/find-password">비밀번호 찾기</Link>
        </p>
        <p className="form-footnote">
          아직 회원이 아니신가요? <Link to="/register">회원가입</Link>
        </p>
      </Stack>
    </FormElement>
  );
}
