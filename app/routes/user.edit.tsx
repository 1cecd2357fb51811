import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Divider } from '@mantine/core/esm/components/Divider/Divider';
import { PasswordInput } from '@mantine/core/esm/components/PasswordInput/PasswordInput';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../api/contracts/user';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { authHeaders, callApi, getAuth, jsonWithAuth, updateSession } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { combineHeaders } from '~/utils/headers';
import { pageMeta } from '~/utils/meta';
import { destroySessionCookie } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('회원정보 수정'), { name: 'robots', content: 'noindex' }];

/** How long a confirmed password opens the edit forms. */
const PASSWORD_CHECK_TTL_MS = 10 * 60_000;

type Intent = 'check-password' | 'edit-info' | 'edit-password' | 'delete-user';

interface ActionData {
  intent: Intent;
  error: string;
  fieldErrors: Record<string, string>;
}

async function passwordChecked(request: Request): Promise<boolean> {
  const checkedAt = (await getAuth(request)).session.get('passwordCheckedAt');
  return typeof checkedAt === 'number' && Date.now() - checkedAt < PASSWORD_CHECK_TTL_MS;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  if (!(await passwordChecked(request))) return jsonWithAuth(request, { profile: null, loadedAt: Date.now() });
  const result = await callApi<{ user: UserProfile }>(request, '/get-user-info');
  if (!result.ok) throw json({ message: result.error.message }, { status: result.status });
  return jsonWithAuth(request, { profile: result.data.user, loadedAt: Date.now() });
}

/** A refused form keeps what was typed: nothing changed, so nothing is loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'error' in actionResult ? false : defaultShouldRevalidate;

function failure(intent: Intent, error: { message: string; details?: Record<string, unknown> }, status: number) {
  const fieldErrors = (error.details?.fields ?? {}) as Record<string, string>;
  return json<ActionData>({ intent, error: error.message, fieldErrors }, { status });
}

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const form = await request.formData();
  const intent = field(form, 'intent') as Intent;

  if (intent === 'check-password') {
    const result = await callApi(request, '/check-password', { body: { password: field(form, 'password') } });
    if (!result.ok) return failure(intent, result.error, result.status);
    await updateSession(request, (session) => session.set('passwordCheckedAt', Date.now()));
    // A fresh GET carries the updated cookie, so the edit forms open on it.
    return redirect('/user/edit', { headers: await authHeaders(request) });
  }

  if (!(await passwordChecked(request))) {
    return failure(intent, { message: '비밀번호를 다시 확인해주세요.' }, 403);
  }

  if (intent === 'edit-info') {
    const body = Object.fromEntries(
      ['username', 'email', 'phone', 'businessNumber', 'ceoName', 'companyAddress', 'businessType'].map((name) => [
        name,
        field(form, name),
      ]),
    );
    const result = await callApi<{ user: UserProfile }>(request, '/edit-user', {
      method: 'PUT',
      body: { ...body, agreeMarketing: form.get('agreeMarketing') === 'on' },
    });
    if (!result.ok) return failure(intent, result.error, result.status);
    await updateSession(request, (session) => {
      const user = session.get('user');
      if (user) session.set('user', { ...user, username: result.data.user.username });
    });
    return redirectWithToast(
      '/user/edit',
      { type: 'success', message: '회원정보가 수정되었습니다.' },
      { headers: await authHeaders(request) },
    );
  }

  if (intent === 'edit-password') {
    if (field(form, 'newPassword') !== field(form, 'newPasswordConfirm')) {
      const message = '새 비밀번호 확인이 일치하지 않습니다.';
      return failure(intent, { message, details: { fields: { newPasswordConfirm: message } } }, 400);
    }
    const result = await callApi(request, '/edit-password', {
      method: 'PUT',
      body: { password: field(form, 'password'), newPassword: field(form, 'newPassword') },
    });
    if (!result.ok) return failure(intent, result.error, result.status);
    return redirectWithToast(
      '/user/edit',
      { type: 'success', message: '비밀번호가 변경되었습니다.' },
      { headers: await authHeaders(request) },
    );
  }

  if (intent === 'delete-user') {
    if (form.get('confirm') !== 'on') {
      const message = '탈퇴 안내를 확인하고 동의해주세요.';
      return failure(intent, { message, details: { fields: { confirm: message } } }, 400);
    }
    const result = await callApi(request, '/delete-user', {
      method: 'PUT',
      body: { password: field(form, 'password') },
    });
    if (!result.ok) return failure(intent, result.error, result.status);
    return redirectWithToast(
      '/',
      { type: 'success', message: '회원 탈퇴가 완료되었습니다. 그동안 빵잡을 이용해주셔서 감사합니다.' },
      { headers: combineHeaders({ 'Set-Cookie': await destroySessionCookie(request) }) },
    );
  }

  return failure('check-password', { message: '요청을 처리할 수 없습니다.' }, 400);
}

/** One of the page's forms: its intent, its fields, its refusal (as an alert without JavaScript), its button. */
function IntentForm({
  intent,
  data,
  submit,
  children,
}: {
  intent: Intent;
  data: ActionData | null | undefined;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Stack gap="sm">
        {children}
        {data?.intent === intent ? (
          <NoScriptAlert toast={{ id: `${intent}-error`, type: 'error', message: data.error }} />
        ) : null}
        {submit}
      </Stack>
    </Form>
  );
}

function CurrentPasswordInput({ label = '비밀번호', error }: { label?: string; error?: string }) {
  return <PasswordInput label={label} name="password" required autoComplete="current-password" error={error} />;
}

export default function EditUser() {
  const { profile, loadedAt } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data ?? undefined);
  const errorsFor = (intent: Intent) => (data?.intent === intent ? data.fieldErrors : {});

  if (!profile) {
    return (
      <Stack gap="md" maw={420}>
        <Title order={1} size="h2">
          회원정보 수정
        </Title>
        <Text>개인정보를 보호하기 위해 비밀번호를 다시 한 번 확인합니다.</Text>
        <IntentForm intent="check-password" data={data} submit={<Button type="submit">확인</Button>}>
          <CurrentPasswordInput error={errorsFor('check-password').password} />
        </IntentForm>
      </Stack>
    );
  }

  const info = errorsFor('edit-info');
  const password = errorsFor('edit-password');
  const removal = errorsFor('delete-user');
  // Keyed by the load: after a save every form shows what the api stored (010-…) and the password
  // fields are empty; a refusal loads nothing again, so what was typed stays.
  return (
    <Stack gap="xl" maw={640} key={loadedAt}>
      <Title order={1} size="h2">
        회원정보 수정
      </Title>
      <section aria-labelledby="edit-info-title">
        <Title order={2} size="h4" id="edit-info-title" mb="sm">
          기본 정보
        </Title>
        <IntentForm intent="edit-info" data={data} submit={<Button type="submit">정보 저장</Button>}>
          <TextInput label="아이디" value={profile.userId} readOnly disabled />
          <TextInput
            label={profile.role === 'company' ? '회사명' : '이름'}
            name="username"
            required
            maxLength={50}
            defaultValue={profile.username}
            error={info.username}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="이메일"
              name="email"
              type="email"
              required
              maxLength={100}
              defaultValue={profile.email}
              error={info.email}
            />
            <TextInput
              label="연락처"
              name="phone"
              type="tel"
              required
              maxLength={20}
              defaultValue={profile.phone}
              error={info.phone}
            />
          </SimpleGrid>
          {profile.company ? (
            <>
              <TextInput
                label="사업자등록번호"
                name="businessNumber"
                required
                maxLength={12}
                defaultValue={profile.company.businessNumber}
                error={info.businessNumber}
                description={
                  profile.company.verifiedAt
                    ? '인증된 사업자입니다. 번호를 바꾸면 다시 확인을 받아야 합니다.'
                    : '운영자가 사업자 정보를 확인하면 공고에 인증 표시가 붙습니다.'
                }
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="대표자명"
                  name="ceoName"
                  required
                  maxLength={30}
                  defaultValue={profile.company.ceoName}
                  error={info.ceoName}
                />
                <TextInput
                  label="업종"
                  name="businessType"
                  maxLength={50}
                  defaultValue={profile.company.businessType ?? ''}
                  error={info.businessType}
                />
              </SimpleGrid>
              <TextInput
                label="회사 주소"
                name="companyAddress"
                required
                maxLength={200}
                defaultValue={profile.company.companyAddress}
                error={info.companyAddress}
              />
            </>
          ) : null}
          <Checkbox
            name="agreeMarketing"
            defaultChecked={!!profile.marketingAgreedAt}
            label="(선택) 채용 소식과 이벤트 안내를 받겠습니다."
          />
        </IntentForm>
      </section>

      <Divider />
      <section aria-labelledby="edit-password-title">
        <Title order={2} size="h4" id="edit-password-title" mb="sm">
          비밀번호 변경
        </Title>
        <IntentForm intent="edit-password" data={data} submit={<Button type="submit">비밀번호 변경</Button>}>
          <CurrentPasswordInput label="현재 비밀번호" error={password.password} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="새 비밀번호"
              description="영문과 숫자를 포함해 8자 이상"
              name="newPassword"
              required
              autoComplete="new-password"
              error={password.newPassword}
            />
            <PasswordInput
              label="새 비밀번호 확인"
              name="newPasswordConfirm"
              required
              autoComplete="new-password"
              error={password.newPasswordConfirm}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            비밀번호를 바꾸면 다른 기기의 로그인은 모두 끝납니다.
          </Text>
        </IntentForm>
      </section>

      <Divider />
      <section aria-labelledby="delete-user-title">
        <Title order={2} size="h4" id="delete-user-title" mb="sm">
          회원 탈퇴
        </Title>
        <Alert color="red" variant="light" mb="sm">
          탈퇴하면 이력서, 지원서 사본, 문의 내용 등 개인정보가 삭제되고 되돌릴 수 없습니다. 같은 아이디로 다시 가입할
          수 없습니다. 결제 기록은 전자상거래법에 따라 5년간 보관됩니다.
        </Alert>
        <IntentForm
          intent="delete-user"
          data={data}
          submit={
            <Button type="submit" color="red" variant="outline">
              회원 탈퇴
            </Button>
          }
        >
          <CurrentPasswordInput error={removal.password} />
          <Checkbox name="confirm" required label="위 안내를 확인했으며 탈퇴에 동의합니다." error={removal.confirm} />
        </IntentForm>
      </section>
    </Stack>
  );
}
