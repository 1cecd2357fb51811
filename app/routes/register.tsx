import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { PasswordInput } from '@mantine/core/esm/components/PasswordInput/PasswordInput';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { RegisterBody, SessionTokens } from '../../api/contracts/user';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { legacyCallApi, jsonWithAuth } from '~/utils/api.server';
import { requireAnonymous } from '~/utils/auth.server';
import { startSession } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    '회원가입',
    '빵잡 회원가입: 개인회원은 이력서를 공개하고 지원하며, 기업회원은 공고를 게재하고 인재를 찾습니다.',
  );

type SignUpRole = 'normal' | 'company';

const TEXT_FIELDS = [
  'userId',
  'username',
  'email',
  'phone',
  'businessNumber',
  'ceoName',
  'companyAddress',
  'businessType',
] as const;
type Values = Partial<Record<(typeof TEXT_FIELDS)[number], string>> & { role: SignUpRole; agreeMarketing: boolean };

interface ActionData {
  error: string;
  fieldErrors: Record<string, string>;
  values: Values;
}

function roleOf(value: string | null | FormDataEntryValue): SignUpRole {
  return value === 'company' ? 'company' : 'normal';
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  return jsonWithAuth(request, { role: roleOf(new URL(request.url).searchParams.get('role')) });
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const role = roleOf(form.get('role'));
  const values: Values = { role, agreeMarketing: form.get('agreeMarketing') === 'on' };
  for (const field of TEXT_FIELDS) values[field] = String(form.get(field) ?? '');
  const password = String(form.get('password') ?? '');
  if (password !== String(form.get('passwordConfirm') ?? '')) {
    const error = '비밀번호 확인이 일치하지 않습니다.';
    return json<ActionData>({ error, fieldErrors: { passwordConfirm: error }, values }, { status: 400 });
  }
  const { businessNumber, ceoName, companyAddress, businessType, ...common } = values;
  const body: RegisterBody = {
    ...common,
    userId: values.userId ?? '',
    username: values.username ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    password,
    agreeTerms: form.get('agreeTerms') === 'on',
    agreePrivacy: form.get('agreePrivacy') === 'on',
    ...(role === 'company' ? { businessNumber, ceoName, companyAddress, businessType } : {}),
  } as RegisterBody;
  const result = await legacyCallApi<SessionTokens>(request, '/register', { body });
  if (!result.ok) {
    const fields = (result.error.details?.fields ?? {}) as Record<string, string>;
    return json<ActionData>({ error: result.error.message, fieldErrors: fields, values }, { status: result.status });
  }
  return redirectWithToast(
    '/',
    { type: 'success', message: `환영합니다. ${result.data.user.username}님!` },
    { headers: { 'Set-Cookie': await startSession(result.data) } },
  );
}

export default function RegisterPage() {
  const { role: linkedRole } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const role = data?.values.role ?? linkedRole;
  const values = data?.values;
  const errors = data?.fieldErrors ?? {};
  const text = (name: (typeof TEXT_FIELDS)[number]) => ({ name, defaultValue: values?.[name], error: errors[name] });

  return (
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
      <Form method="post" key={role}>
        <input type="hidden" name="role" value={role} />
        <Stack gap="sm">
          <TextInput
            label="아이디"
            description="영문 소문자와 숫자 4~20자"
            required
            autoComplete="username"
            autoCapitalize="none"
            maxLength={20}
            {...text('userId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="비밀번호"
              description="영문과 숫자를 포함해 8자 이상"
              name="password"
              required
              autoComplete="new-password"
              maxLength={100}
              error={errors.password}
            />
            <PasswordInput
              label="비밀번호 확인"
              name="passwordConfirm"
              required
              autoComplete="new-password"
              maxLength={100}
              error={errors.passwordConfirm}
            />
          </SimpleGrid>
          <TextInput
            label={role === 'company' ? '회사명' : '이름'}
            required
            autoComplete={role === 'company' ? 'organization' : 'name'}
            maxLength={50}
            {...text('username')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="이메일" type="email" required autoComplete="email" maxLength={100} {...text('email')} />
            <TextInput
              label="연락처"
              type="tel"
              placeholder="010-1234-5678"
              required
              autoComplete="tel"
              maxLength={20}
              {...text('phone')}
            />
          </SimpleGrid>
          {role === 'company' ? (
            <>
              <TextInput
                label="사업자등록번호"
                description="숫자 10자리 (하이픈 없이 입력해도 됩니다)"
                placeholder="123-45-67890"
                required
                inputMode="numeric"
                maxLength={12}
                {...text('businessNumber')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="대표자명" required maxLength={30} {...text('ceoName')} />
                <TextInput label="업종" placeholder="예: 제과점업, 카페" maxLength={50} {...text('businessType')} />
              </SimpleGrid>
              <TextInput
                label="회사 주소"
                required
                autoComplete="street-address"
                maxLength={200}
                {...text('companyAddress')}
              />
            </>
          ) : null}
          <Stack gap={6} mt="sm">
            <Checkbox
              name="agreeTerms"
              required
              error={errors.agreeTerms}
              label={
                <>
                  (필수){' '}
                  <Anchor component={Link} to="/service/privacy/agree#terms" target="_blank">
                    이용약관
                  </Anchor>
                  에 동의합니다.
                </>
              }
            />
            <Checkbox
              name="agreePrivacy"
              required
              error={errors.agreePrivacy}
              label={
                <>
                  (필수){' '}
                  <Anchor component={Link} to="/service/privacy/agree#privacy" target="_blank">
                    개인정보 수집·이용
                  </Anchor>
                  에 동의합니다.
                </>
              }
            />
            <Checkbox
              name="agreeMarketing"
              defaultChecked={values?.agreeMarketing}
              label="(선택) 채용 소식과 이벤트 안내를 받겠습니다."
            />
          </Stack>
          <NoScriptAlert toast={data?.error ? { id: 'register-error', type: 'error', message: data.error } : null} />
          <Button type="submit" size="md" mt="sm">
            가입하기
          </Button>
          <Text size="sm" ta="center">
            이미 회원이신가요? <Link to="/login">로그인</Link>
          </Text>
        </Stack>
      </Form>
    </Paper>
  );
}
