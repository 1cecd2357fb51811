import { getFormProps } from '@conform-to/react';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useContractForm } from '~/forms/contract-form';
import { PlainSubmit, PlainTextField } from '~/forms/plain-fields';
import { NewAccountFields } from '~/features/account/new-account-fields';
import { ProviderButtons } from '~/features/oauth/provider-buttons';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { requireAnonymous } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';
import { signUp } from '~/features/account/sign-in.server';
import { ThemeProvider } from '~/theme-provider';

export const meta: MetaFunction = () =>
  pageMeta(
    '회원가입',
    '빵잡 회원가입: 개인회원은 이력서를 공개하고 지원하며, 기업회원은 공고를 게재하고 인재를 찾습니다.',
  );

type SignUpRole = 'normal' | 'company';

const roleOf = (value: unknown): SignUpRole => (value === 'company' ? 'company' : 'normal');

const loadValidator = () => import('~/features/account/sign-in-forms.schema').then((module) => module.validateRegister);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return json({ role: roleOf(new URL(request.url).searchParams.get('role')) });
}

export async function action({ request }: ActionFunctionArgs) {
  return signUp(request);
}

export default function RegisterPage() {
  const { role: linkedRole } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const role = lastResult ? roleOf(lastResult.initialValue?.role) : linkedRole;

  return (
    <ThemeProvider>
      <Paper maw={640} mx="auto" p="lg" withBorder>
        <Title order={1} size="h2" mb="md">
          회원가입
        </Title>
        <nav aria-label="회원 유형" className="role-tabs">
          <Link to="/register" aria-current={role === 'normal' ? 'page' : undefined} replace>
            개인회원
          </Link>
          <Link to="/register?role=company" aria-current={role === 'company' ? 'page' : undefined} replace>
            기업회원
          </Link>
        </nav>
        <Text size="sm" c="dimmed" my="md">
          {role === 'company'
            ? '기업회원은 채용공고를 게재하고, 지원자를 관리하고, 인재를 찾을 수 있습니다.'
            : '개인회원은 이력서를 작성·공개하고, 채용공고에 지원할 수 있습니다.'}
        </Text>
        <ProviderButtons heading="간편하게 가입하기" />
        {/* a form of its own per role: switching tabs starts over */}
        <SignUpForm key={role} role={role} lastResult={lastResult} />
      </Paper>
    </ThemeProvider>
  );
}

function SignUpForm({ role, lastResult }: { role: SignUpRole; lastResult: ActionResult | undefined }) {
  const [form, fields] = useContractForm(loadValidator, lastResult);
  const formError = formErrorOf(lastResult);
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="role" value={role} />
      <Stack gap="sm">
        <NewAccountFields
          fields={fields}
          company={role === 'company'}
          password={
            <div className="form-grid">
              <PlainTextField
                field={fields.password}
                type="password"
                label="비밀번호"
                description="영문과 숫자를 포함해 8자 이상"
                required
                autoComplete="new-password"
                maxLength={100}
              />
              <PlainTextField
                field={fields.passwordConfirm}
                type="password"
                label="비밀번호 확인"
                required
                autoComplete="new-password"
                maxLength={100}
              />
            </div>
          }
        />
        <NoScriptAlert toast={formError ? { id: 'register-error', type: 'error', message: formError } : null} />
        <PlainSubmit>가입하기</PlainSubmit>
        <Text size="sm" ta="center">
          이미 회원이신가요? <Link to="/login">로그인</Link>
        </Text>
      </Stack>
    </Form>
  );
}
