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
import { ResendVerificationForm } from '~/components/resend-verification-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ApiResult, authHeaders, callApi, jsonWithAuth, updateSession } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { combineHeaders } from '~/utils/headers';
import { pageMeta } from '~/utils/meta';
import { destroySessionCookie } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('회원정보 수정'), { name: 'robots', content: 'noindex' }];

type Intent = 'check-password' | 'edit-info' | 'edit-password' | 'delete-user';

const INFO_FIELDS = [
  'username',
  'email',
  'phone',
  'businessNumber',
  'ceoName',
  'companyAddress',
  'businessType',
  'agreeMarketing',
] as const;
/** What the member typed into the info form, kept through the password step the api asked for. */
type InfoDraft = Partial<Record<(typeof INFO_FIELDS)[number], string>>;

interface ActionData {
  intent: Intent;
  /** absent when the password was confirmed and a draft opens in the info form */
  error?: string;
  fieldErrors: Record<string, string>;
  draft?: InfoDraft | null;
}

/** The api keeps the rule: the password must have been confirmed in this sign-in within 10 minutes. */
function needsPasswordCheck(refusal: Extract<ApiResult<unknown>, { ok: false }>): boolean {
  return refusal.status === 403 && refusal.error.code === 'PASSWORD_CHECK_REQUIRED';
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const result = await callApi<{ user: UserProfile }>(request, '/get-user-info');
  if (result.ok) return jsonWithAuth(request, { profile: result.data.user, loadedAt: Date.now() });
  if (needsPasswordCheck(result)) return jsonWithAuth(request, { profile: null, loadedAt: Date.now() });
  throw json({ message: result.error.message }, { status: result.status, headers: await authHeaders(request) });
}

/** A refused form keeps what was typed: nothing changed, so nothing is loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'error' in actionResult ? false : defaultShouldRevalidate;

/** A refused form, with the request's auth cookies: a token refreshed on the way must not be lost. */
function failure(
  request: Request,
  intent: Intent,
  error: { message: string; details?: Record<string, unknown> },
  status: number,
  draft?: InfoDraft | null,
) {
  const fieldErrors = (error.details?.fields ?? {}) as Record<string, string>;
  return jsonWithAuth<ActionData>(request, { intent, error: error.message, fieldErrors, draft }, { status });
}

/**
 * The api's 403: the password step again with its message. A refused check-password is the
 * password step, so the page shows it whatever the loader last loaded.
 */
const passwordStepAgain = (request: Request, message: string, draft: InfoDraft | null) =>
  failure(request, 'check-password', { message }, 403, draft);

const field = (form: FormData, name: string) => String(form.get(name) ?? '');

function infoDraftOf(form: FormData): InfoDraft {
  return Object.fromEntries(INFO_FIELDS.map((name) => [name, field(form, name)]));
}

/** The draft the password step carried in a hidden field: known fields only, strings only. */
function parseDraft(value: string): InfoDraft | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return null;
    const entries = INFO_FIELDS.flatMap((name) => {
      const typed = (parsed as Record<string, unknown>)[name];
      return typeof typed === 'string' ? [[name, typed.slice(0, 200)]] : [];
    });
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const form = await request.formData();
  const intent = field(form, 'intent') as Intent;

  if (intent === 'check-password') {
    const draft = parseDraft(field(form, 'draft'));
    const result = await callApi(request, '/check-password', { body: { password: field(form, 'password') } });
    if (!result.ok) return failure(request, intent, result.error, result.status, draft);
    // What was typed before the api asked for the password opens in the info form, still unsaved.
    if (draft) return jsonWithAuth<ActionData>(request, { intent, fieldErrors: {}, draft });
    return redirect('/user/edit', { headers: await authHeaders(request) });
  }

  if (intent === 'edit-info') {
    const draft = infoDraftOf(form);
    const { agreeMarketing, ...contact } = draft;
    const result = await callApi<{ user: UserProfile }>(request, '/edit-user', {
      method: 'PUT',
      body: { ...contact, agreeMarketing: agreeMarketing === 'on' },
    });
    if (!result.ok) {
      return needsPasswordCheck(result)
        ? passwordStepAgain(request, result.error.message, draft)
        : failure(request, intent, result.error, result.status);
    }
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
      return failure(request, intent, { message, details: { fields: { newPasswordConfirm: message } } }, 400);
    }
    const result = await callApi(request, '/edit-password', {
      method: 'PUT',
      body: { password: field(form, 'password'), newPassword: field(form, 'newPassword') },
    });
    if (!result.ok) {
      return needsPasswordCheck(result)
        ? passwordStepAgain(request, result.error.message, null)
        : failure(request, intent, result.error, result.status);
    }
    return redirectWithToast(
      '/user/edit',
      { type: 'success', message: '비밀번호가 변경되었습니다.' },
      { headers: await authHeaders(request) },
    );
  }

  if (intent === 'delete-user') {
    if (form.get('confirm') !== 'on') {
      const message = '탈퇴 안내를 확인하고 동의해주세요.';
      return failure(request, intent, { message, details: { fields: { confirm: message } } }, 400);
    }
    const result = await callApi(request, '/delete-user', {
      method: 'PUT',
      body: { password: field(form, 'password') },
    });
    if (!result.ok) {
      return needsPasswordCheck(result)
        ? passwordStepAgain(request, result.error.message, null)
        : failure(request, intent, result.error, result.status);
    }
    return redirectWithToast(
      '/',
      { type: 'success', message: '회원 탈퇴가 완료되었습니다. 그동안 빵잡을 이용해주셔서 감사합니다.' },
      { headers: combineHeaders({ 'Set-Cookie': await destroySessionCookie(request) }) },
    );
  }

  return failure(request, 'check-password', { message: '요청을 처리할 수 없습니다.' }, 400);
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
        {data?.intent === intent && data.error ? (
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

  // The api decides: no profile (its 403 to the loader) or a refusal that asks for the password.
  if (!profile || (data?.intent === 'check-password' && data.error)) {
    return (
      <Stack gap="md" maw={420}>
        <Title order={1} size="h2">
          회원정보 수정
        </Title>
        <Text>개인정보를 보호하기 위해 비밀번호를 다시 한 번 확인합니다.</Text>
        <IntentForm intent="check-password" data={data} submit={<Button type="submit">확인</Button>}>
          {data?.draft ? <input type="hidden" name="draft" value={JSON.stringify(data.draft)} /> : null}
          <CurrentPasswordInput error={errorsFor('check-password').password} />
        </IntentForm>
      </Stack>
    );
  }

  // What was typed before the password step, back in the info form (still to be saved).
  const typed = data?.intent === 'check-password' ? (data.draft ?? null) : null;

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
        {profile.emailVerifiedAt ? null : (
          <Alert color="yellow" variant="light" mb="sm" title="이메일 주소가 인증되지 않았습니다">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {profile.email}(으)로 보낸 메일의 링크를 열어 인증해주세요. 아이디·비밀번호 찾기와 맞춤 공고 메일은
                인증된 주소로만 보내드립니다.
              </Text>
              <ResendVerificationForm variant="light" />
            </Stack>
          </Alert>
        )}
        <IntentForm intent="edit-info" data={data} submit={<Button type="submit">정보 저장</Button>}>
          <TextInput label="아이디" value={profile.userId} readOnly disabled />
          <TextInput
            label={profile.role === 'company' ? '회사명' : '이름'}
            name="username"
            required
            maxLength={50}
            defaultValue={typed?.username ?? profile.username}
            error={info.username}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="이메일"
              name="email"
              type="email"
              required
              maxLength={100}
              defaultValue={typed?.email ?? profile.email}
              error={info.email}
              description={
                profile.emailVerifiedAt
                  ? '인증된 주소입니다. 바꾸면 새 주소로 인증 메일을 보내드립니다.'
                  : '인증되지 않은 주소입니다.'
              }
            />
            <TextInput
              label="연락처"
              name="phone"
              type="tel"
              required
              maxLength={20}
              defaultValue={typed?.phone ?? profile.phone}
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
                defaultValue={typed?.businessNumber ?? profile.company.businessNumber}
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
                  defaultValue={typed?.ceoName ?? profile.company.ceoName}
                  error={info.ceoName}
                />
                <TextInput
                  label="업종"
                  name="businessType"
                  maxLength={50}
                  defaultValue={typed?.businessType ?? profile.company.businessType ?? ''}
                  error={info.businessType}
                />
              </SimpleGrid>
              <TextInput
                label="회사 주소"
                name="companyAddress"
                required
                maxLength={200}
                defaultValue={typed?.companyAddress ?? profile.company.companyAddress}
                error={info.companyAddress}
              />
            </>
          ) : null}
          <Checkbox
            name="agreeMarketing"
            defaultChecked={typed ? typed.agreeMarketing === 'on' : !!profile.marketingAgreedAt}
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
