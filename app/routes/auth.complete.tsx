import { getFormProps } from '@conform-to/react';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { useContractForm } from '~/forms/contract-form';
import { PlainSubmit } from '~/forms/plain-fields';
import { NewAccountFields } from '~/features/account/new-account-fields';
import { completeAccount, loadCompletion } from '~/features/oauth/complete-account.server';
import type { completeAccountFormSchema } from '~/features/oauth/complete-account.schema';
import { pageMeta } from '~/utils/meta';
import type { z } from '#contracts/zod';
import { ThemeProvider } from '~/theme-provider';

export const meta: MetaFunction = () => [...pageMeta('가입 완료하기'), { name: 'robots', content: 'noindex' }];

type SignUpRole = 'normal' | 'company';
type CompleteAccountInput = z.input<typeof completeAccountFormSchema>;
type CompleteAccountOutput = z.output<typeof completeAccountFormSchema>;
const roleOf = (value: unknown): SignUpRole => (value === 'company' ? 'company' : 'normal');

const loadValidator = () =>
  import('~/features/oauth/complete-account.schema').then((module) => module.validateCompleteAccount);

export async function loader({ request }: LoaderFunctionArgs) {
  const completion = await loadCompletion(request);
  return json({ ...completion, role: roleOf(new URL(request.url).searchParams.get('role')) });
}

export async function action({ request }: ActionFunctionArgs) {
  return completeAccount(request);
}

/** The first 카카오/네이버 sign-in of someone not yet a member: the few things the provider did not say. */
export default function CompleteAccountPage() {
  const { providerLabel, emailVerified, role: linkedRole } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const role = lastResult ? roleOf(lastResult.initialValue?.role) : linkedRole;
  return (
    <ThemeProvider>
      <Paper maw={640} mx="auto" p="lg" withBorder>
        <Title order={1} size="h2" mb="xs">
          가입 완료하기
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {providerLabel} 계정으로 처음 오셨어요. 회원 유형을 고르고 아래 정보를 확인해주세요.
          {emailVerified ? ` ${providerLabel}에서 인증된 이메일은 따로 인증하지 않아도 됩니다.` : ''}
        </Text>
        <nav aria-label="회원 유형" className="role-tabs">
          <Link to="/auth/complete" aria-current={role === 'normal' ? 'page' : undefined} replace>
            개인회원(구직자)
          </Link>
          <Link to="/auth/complete?role=company" aria-current={role === 'company' ? 'page' : undefined} replace>
            기업회원
          </Link>
        </nav>
        <CompleteForm key={role} role={role} lastResult={lastResult} />
      </Paper>
    </ThemeProvider>
  );
}

function CompleteForm({ role, lastResult }: { role: SignUpRole; lastResult: ActionResult | undefined }) {
  const { defaults } = useLoaderData<typeof loader>();
  const [form, fields] = useContractForm<CompleteAccountInput, CompleteAccountOutput>(
    loadValidator,
    lastResult,
    defaults,
  );
  const formError = formErrorOf(lastResult);
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="role" value={role} />
      <Stack gap="sm" mt="md">
        <NewAccountFields fields={fields} company={role === 'company'} />
        <NoScriptAlert toast={formError ? { id: 'complete-error', type: 'error', message: formError } : null} />
        <PlainSubmit>가입 완료</PlainSubmit>
      </Stack>
    </Form>
  );
}
