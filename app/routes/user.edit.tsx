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
import { Form, type FormProps, type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../api/contracts/user';
import {
  PendingUploadsNote,
  PendingUploadsProvider,
  PictureInput,
  usePendingUploads,
} from '~/components/picture-inputs';
import { ResendVerificationForm } from '~/components/resend-verification-form';
import { Textarea } from '~/components/textarea';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ApiResult, authHeaders, legacyCallApi, jsonWithAuth, updateSession } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { formText } from '~/utils/form-data.server';
import { combineHeaders } from '~/utils/headers';
import { pageMeta } from '~/utils/meta';
import type { FormPicture } from '~/utils/picture-field';
import {
  type ChosenFile,
  formPicture,
  formPictureFields,
  PICTURE_RULES,
  readFormPicture,
  readFormWithFiles,
  uploadChosenPicture,
} from '~/utils/picture-upload.server';
import { destroySessionCookie } from '~/utils/session.server';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('회원정보 수정'), { name: 'robots', content: 'noindex' }];

type Intent = 'check-password' | 'edit-info' | 'edit-password' | 'delete-user';

const CONTACT_FIELDS = [
  'username',
  'email',
  'phone',
  'businessNumber',
  'ceoName',
  'companyAddress',
  'businessType',
] as const;
const INFO_FIELDS = [
  ...CONTACT_FIELDS,
  'agreeMarketing',
  'companyIntro',
  'logo.imageId',
  'logo.image',
  'logo.remove',
] as const;
/** The longest a draft's field may be: the company introduction's limit. */
const MAX_DRAFT_FIELD = 1000;
/**
 * What the member typed into the info form, kept through a refusal and through the password step
 * the api asked for; a logo chosen in it is uploaded by then and kept as its id.
 */
type InfoDraft = Partial<Record<(typeof INFO_FIELDS)[number], string>>;

interface ActionData {
  intent: Intent;
  /** absent when the password was confirmed and a draft opens in the info form */
  error?: string;
  fieldErrors: Record<string, string>;
  draft?: InfoDraft | null;
  /** the draft's logo, as the form shows it */
  logo?: FormPicture | null;
}

/** The logo a draft holds. */
const draftLogo = (draft: InfoDraft) => readFormPicture(new URLSearchParams(draft), 'logo', 'logo');

/** The api keeps the rule: the password must have been confirmed in this sign-in within 10 minutes. */
function needsPasswordCheck(refusal: Extract<ApiResult<unknown>, { ok: false }>): boolean {
  return refusal.status === 403 && refusal.error.code === 'PASSWORD_CHECK_REQUIRED';
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const result = await legacyCallApi<{ user: UserProfile }>(request, '/get-user-info');
  if (result.ok) {
    const logo = result.data.user.company?.logo;
    return jsonWithAuth(request, {
      profile: result.data.user,
      logo: logo ? formPicture(logo, 'logo') : null,
      pictureRules: PICTURE_RULES,
      loadedAt: Date.now(),
    });
  }
  if (needsPasswordCheck(result)) {
    return jsonWithAuth(request, { profile: null, logo: null, pictureRules: PICTURE_RULES, loadedAt: Date.now() });
  }
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
  const logo = draft ? draftLogo(draft) : undefined;
  return jsonWithAuth<ActionData>(request, { intent, error: error.message, fieldErrors, draft, logo }, { status });
}

/**
 * The api's 403: the password step again with its message. A refused check-password is the
 * password step, so the page shows it whatever the loader last loaded.
 */
const passwordStepAgain = (request: Request, message: string, draft: InfoDraft | null) =>
  failure(request, 'check-password', { message }, 403, draft);

function infoDraftOf(form: FormData): InfoDraft {
  return Object.fromEntries(INFO_FIELDS.map((name) => [name, formText(form, name)]));
}

/**
 * The info form's draft with its logo settled: a file chosen in it uploaded (it replaces the logo
 * whatever 로고 삭제 says), else the logo it carried; with the refusal when the file was refused.
 */
async function draftWithLogo(request: Request, form: FormData, files: Map<string, ChosenFile>) {
  const draft = infoDraftOf(form);
  const upload = await uploadChosenPicture(request, files, 'logo', 'logo');
  if (upload && !upload.ok) return { draft, refusal: upload };
  if (!upload) return { draft, refusal: null };
  return { draft: { ...draft, ...formPictureFields('logo', upload.picture), 'logo.remove': '' }, refusal: null };
}

/** What a company's info form says of its page: the logo (null takes it off) and the introduction. */
function companyPageBody(draft: InfoDraft) {
  const logo = draftLogo(draft);
  return {
    logoImageId: draft['logo.remove'] === 'on' ? null : (logo?.id ?? null),
    companyIntro: draft.companyIntro ?? '',
  };
}

/** The draft the password step carried in a hidden field: known fields only, strings only. */
function parseDraft(value: string): InfoDraft | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return null;
    const entries = INFO_FIELDS.flatMap((name) => {
      const typed = (parsed as Record<string, unknown>)[name];
      return typeof typed === 'string' ? [[name, typed.slice(0, MAX_DRAFT_FIELD)]] : [];
    });
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { form, files } = await readFormWithFiles(request, ['logo.file']);
  const intent = formText(form, 'intent') as Intent;

  if (intent === 'check-password') {
    const draft = parseDraft(formText(form, 'draft'));
    const result = await legacyCallApi(request, '/check-password', { body: { password: formText(form, 'password') } });
    if (!result.ok) return failure(request, intent, result.error, result.status, draft);
    // What was typed before the api asked for the password opens in the info form, still unsaved.
    if (draft) return jsonWithAuth<ActionData>(request, { intent, fieldErrors: {}, draft, logo: draftLogo(draft) });
    return redirect('/user/edit', { headers: await authHeaders(request) });
  }

  if (intent === 'edit-info') {
    const { draft, refusal } = await draftWithLogo(request, form, files);
    if (refusal) {
      const error = { message: refusal.message, details: { fields: { 'logo.file': refusal.message } } };
      return failure(request, intent, error, refusal.status, draft);
    }
    const result = await legacyCallApi<{ user: UserProfile }>(request, '/edit-user', {
      method: 'PUT',
      body: {
        ...Object.fromEntries(CONTACT_FIELDS.map((name) => [name, draft[name]])),
        agreeMarketing: draft.agreeMarketing === 'on',
        ...(user.role === 'company' ? companyPageBody(draft) : {}),
      },
    });
    if (!result.ok) {
      return needsPasswordCheck(result)
        ? passwordStepAgain(request, result.error.message, draft)
        : failure(request, intent, result.error, result.status, draft);
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
    if (formText(form, 'newPassword') !== formText(form, 'newPasswordConfirm')) {
      const message = '새 비밀번호 확인이 일치하지 않습니다.';
      return failure(request, intent, { message, details: { fields: { newPasswordConfirm: message } } }, 400);
    }
    const result = await legacyCallApi(request, '/edit-password', {
      method: 'PUT',
      body: { password: formText(form, 'password'), newPassword: formText(form, 'newPassword') },
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
    const result = await legacyCallApi(request, '/delete-user', {
      method: 'PUT',
      body: { password: formText(form, 'password') },
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
  ...formProps
}: {
  intent: Intent;
  data: ActionData | null | undefined;
  submit: ReactNode;
  children: ReactNode;
} & Pick<FormProps, 'encType' | 'onSubmit'>) {
  return (
    <Form method="post" {...formProps}>
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
  const { profile, logo: storedLogo, pictureRules, loadedAt } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data ?? undefined);
  const uploads = usePendingUploads();
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

  // What was typed before the password step or a refusal, back in the info form (still to be saved).
  const typed = data?.intent === 'check-password' || data?.intent === 'edit-info' ? (data.draft ?? null) : null;
  const logo = typed ? (data?.logo ?? null) : storedLogo;

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
        <IntentForm
          intent="edit-info"
          data={data}
          // a company's logo is a file: the form posts multipart
          encType={profile.company ? 'multipart/form-data' : undefined}
          onSubmit={uploads.holdSubmit}
          submit={
            <>
              <Button type="submit" disabled={uploads.pending > 0}>
                정보 저장
              </Button>
              <PendingUploadsNote pending={uploads.pending} />
            </>
          }
        >
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
              <PendingUploadsProvider value={uploads.track}>
                <PictureInput
                  key={logo?.id ?? 'none'}
                  slot="logo"
                  purpose="logo"
                  label="로고"
                  removeLabel="로고 삭제"
                  picture={logo}
                  removed={typed?.['logo.remove'] === 'on'}
                  error={info['logo.file'] ?? info.logoImageId}
                  rules={pictureRules}
                >
                  <Text size="xs" c="dimmed">
                    공고와 회사 페이지에 보입니다. 정사각형에 가까운 그림이 잘 보입니다.
                  </Text>
                </PictureInput>
              </PendingUploadsProvider>
              <Textarea
                label="회사 소개"
                name="companyIntro"
                rows={5}
                maxLength={1000}
                description="회사 페이지에 보입니다. 어떤 빵을 굽는지, 일하는 곳의 분위기를 1000자 이내로 적어주세요."
                defaultValue={typed?.companyIntro ?? profile.company.intro ?? ''}
                error={info.companyIntro}
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
