import { getFormProps, getInputProps } from '@conform-to/react';
import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Divider } from '@mantine/core/esm/components/Divider/Divider';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from '@remix-run/node';
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { IntentForm } from '~/features/account/intent-form';
import { ProviderCheckStep, SignInMethodsSection } from '~/features/oauth/sign-in-methods';
import type { loader as rootLoader } from '~/root';
import { TextareaField, TextField } from '~/forms/form-controls';
import { ConformPasswordInput } from '~/forms/conform-password-input';
import {
  PendingUploadsNote,
  PendingUploadsProvider,
  PictureInput,
  usePendingUploads,
} from '~/features/pictures/picture-inputs';
import { ResendVerificationForm } from '~/features/account/resend-verification-form';
import { useSchemaForm } from '~/forms/schema-form';
import { useActionToast } from '~/components/toasts';
import {
  checkPasswordFormSchema,
  deleteUserFormSchema,
  editInfoFormSchema,
  editPasswordFormSchema,
} from '~/features/account/account-edit.schema';
import { editAccount } from '~/features/account/account-edit.server';
import type { ActionResult } from '~/forms/action-result';
import { apiErrorResponse, callApi, loadApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { unlessFormReplied } from '~/forms/form-revalidation';
import { pageMeta } from '~/utils/meta';
import { formPicture, pictureFromFields } from '~/features/pictures/picture-field';
import { PICTURE_RULES } from '~/features/pictures/picture-upload.server';

export const meta: MetaFunction = () => [...pageMeta('회원정보 수정'), { name: 'robots', content: 'noindex' }];

type Intent = 'check-password' | 'edit-info' | 'edit-password' | 'delete-user' | 'set-password' | 'unlink-provider';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const [result, signInMethods] = await Promise.all([
    callApi(request, (api) => api['get-user-info'].$get()),
    // asked without the recent check: it tells which check to ask for
    loadApi(request, (api) => api.my['sign-in-methods'].$get()),
  ]);
  const page = { pictureRules: PICTURE_RULES, loadedAt: Date.now(), signInMethods };
  if (result.ok) {
    const logo = result.data.user.company?.logo;
    return json({ ...page, profile: result.data.user, logo: logo ? formPicture(logo, 'logo') : null });
  }
  // The api keeps the rule: the password must have been confirmed in this sign-in within 10 minutes.
  if (result.status === 403 && result.error.code === 'PASSWORD_CHECK_REQUIRED') {
    return json({ ...page, profile: null, logo: null });
  }
  throw apiErrorResponse(result);
}

export const shouldRevalidate = unlessFormReplied;

export async function action({ request }: ActionFunctionArgs) {
  return editAccount(request, await requireUser(request));
}

type PageResult = SerializeFrom<typeof action>;

/** The reply when it is `intent`'s form's, else undefined: each form reads only its own. */
function replyOf(result: PageResult | undefined, intent: Intent): ActionResult | undefined {
  return result?.initialValue?.intent === intent ? result : undefined;
}

function PasswordStep({ lastResult }: { lastResult: ActionResult | undefined }) {
  const [form, fields] = useSchemaForm(checkPasswordFormSchema, { id: 'check-password', lastResult });
  const draft = fields.draft.initialValue;
  return (
    <Stack gap="md" maw={420}>
      <Title order={1} size="h2">
        회원정보 수정
      </Title>
      <Text>개인정보를 보호하기 위해 비밀번호를 다시 한 번 확인합니다.</Text>
      <IntentForm
        intent="check-password"
        form={{ props: getFormProps(form), error: form.errors?.[0] }}
        submit={<Button type="submit">확인</Button>}
      >
        {draft ? <input type="hidden" name="draft" value={draft} /> : null}
        <ConformPasswordInput field={fields.password} label="비밀번호" autoComplete="current-password" />
      </IntentForm>
    </Stack>
  );
}

type LoadedProfile = NonNullable<SerializeFrom<typeof loader>['profile']>;

function InfoForm({
  profile,
  storedLogo,
  pictureRules,
  lastResult,
}: {
  profile: LoadedProfile;
  storedLogo: SerializeFrom<typeof loader>['logo'];
  pictureRules: SerializeFrom<typeof loader>['pictureRules'];
  lastResult: ActionResult | undefined;
}) {
  const uploads = usePendingUploads();
  const company = profile.company;
  const [form, fields] = useSchemaForm(editInfoFormSchema, {
    id: 'edit-info',
    lastResult,
    defaultValue: {
      username: profile.username,
      email: profile.email,
      phone: profile.phone,
      agreeMarketing: !!profile.marketingAgreedAt,
      ...(company
        ? {
            businessNumber: company.businessNumber,
            ceoName: company.ceoName,
            companyAddress: company.companyAddress,
            businessType: company.businessType ?? '',
            companyIntro: company.intro ?? '',
          }
        : {}),
    },
  });
  const { key: marketingKey, ...marketing } = getInputProps(fields.agreeMarketing, {
    type: 'checkbox',
    ariaAttributes: false,
  });
  const logoFields = fields.logo.getFieldset();
  // after a reply, the picture the form held (a logo chosen in it uploaded by then)
  const logo = lastResult
    ? pictureFromFields(logoFields.imageId.initialValue, logoFields.image.initialValue, 'logo')
    : storedLogo;
  const logoRemoved = logoFields.remove.initialValue === 'on';
  const logoError = form.allErrors['logo.file']?.[0] ?? form.allErrors.logoImageId?.[0];
  return (
    <IntentForm
      intent="edit-info"
      form={{ props: getFormProps(form), error: form.errors?.[0] }}
      // a company's logo is a file: the form posts multipart
      multipart={!!company}
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
      <TextField withAsterisk field={fields.username} label={company ? '회사명' : '이름'} maxLength={50} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          withAsterisk
          field={fields.email}
          type="email"
          label="이메일"
          maxLength={100}
          description={
            profile.emailVerifiedAt
              ? '인증된 주소입니다. 바꾸면 새 주소로 인증 메일을 보내드립니다.'
              : '인증되지 않은 주소입니다.'
          }
        />
        <TextField withAsterisk field={fields.phone} type="tel" label="연락처" maxLength={20} />
      </SimpleGrid>
      {company ? (
        <>
          <TextField
            withAsterisk
            field={fields.businessNumber}
            label="사업자등록번호"
            maxLength={12}
            description={
              company.verifiedAt
                ? '인증된 사업자입니다. 번호를 바꾸면 다시 확인을 받아야 합니다.'
                : '운영자가 사업자 정보를 확인하면 공고에 인증 표시가 붙습니다.'
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField withAsterisk field={fields.ceoName} label="대표자명" maxLength={30} />
            <TextField field={fields.businessType} label="업종" maxLength={50} />
          </SimpleGrid>
          <TextField withAsterisk field={fields.companyAddress} label="회사 주소" maxLength={200} />
          <PendingUploadsProvider value={uploads.track}>
            <PictureInput
              key={logo?.id ?? 'none'}
              slot="logo"
              purpose="logo"
              label="로고"
              removeLabel="로고 삭제"
              picture={logo}
              removed={logoRemoved}
              error={logoError}
              rules={pictureRules}
            >
              <Text size="xs" c="dimmed">
                공고와 회사 페이지에 보입니다. 정사각형에 가까운 그림이 잘 보입니다.
              </Text>
            </PictureInput>
          </PendingUploadsProvider>
          <TextareaField
            field={fields.companyIntro}
            label="회사 소개"
            rows={5}
            maxLength={1000}
            description="회사 페이지에 보입니다. 어떤 빵을 굽는지, 일하는 곳의 분위기를 1000자 이내로 적어주세요."
          />
        </>
      ) : null}
      <Checkbox key={marketingKey} {...marketing} label="(선택) 채용 소식과 이벤트 안내를 받겠습니다." />
    </IntentForm>
  );
}

function PasswordForm({ lastResult }: { lastResult: ActionResult | undefined }) {
  const [form, fields] = useSchemaForm(editPasswordFormSchema, { id: 'edit-password', lastResult });
  return (
    <IntentForm
      intent="edit-password"
      form={{ props: getFormProps(form), error: form.errors?.[0] }}
      submit={<Button type="submit">비밀번호 변경</Button>}
    >
      <ConformPasswordInput field={fields.password} label="현재 비밀번호" autoComplete="current-password" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ConformPasswordInput
          field={fields.newPassword}
          label="새 비밀번호"
          description="영문과 숫자를 포함해 8자 이상"
          autoComplete="new-password"
        />
        <ConformPasswordInput field={fields.newPasswordConfirm} label="새 비밀번호 확인" autoComplete="new-password" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        비밀번호를 바꾸면 다른 기기의 로그인은 모두 끝납니다.
      </Text>
    </IntentForm>
  );
}

function LeaveForm({ lastResult, hasPassword }: { lastResult: ActionResult | undefined; hasPassword: boolean }) {
  const [form, fields] = useSchemaForm(deleteUserFormSchema, { id: 'delete-user', lastResult });
  const { key: confirmKey, ...confirm } = getInputProps(fields.confirm, { type: 'checkbox', ariaAttributes: false });
  return (
    <IntentForm
      intent="delete-user"
      form={{ props: getFormProps(form), error: form.errors?.[0] }}
      submit={
        <Button type="submit" color="red" variant="outline">
          회원 탈퇴
        </Button>
      }
    >
      {/* a member without a password proved who they are with the provider, a moment ago */}
      {hasPassword ? (
        <ConformPasswordInput field={fields.password} label="비밀번호" autoComplete="current-password" />
      ) : null}
      <Checkbox
        key={confirmKey}
        {...confirm}
        required
        label="위 안내를 확인했으며 탈퇴에 동의합니다."
        error={fields.confirm.errors?.[0]}
      />
    </IntentForm>
  );
}

export default function EditUser() {
  const { profile, logo: storedLogo, pictureRules, loadedAt, signInMethods } = useLoaderData<typeof loader>();
  const offered = useRouteLoaderData<typeof rootLoader>('root')?.ENV.SIGN_IN_PROVIDERS ?? [];
  const result = useActionData<typeof action>();
  useActionToast(result);

  // The api decides: no profile (its 403 to the loader) or a refusal that asks for the recent check,
  // which is the password, or for a member without one, signing in again with a linked provider.
  const passwordStep = replyOf(result, 'check-password');
  if (!profile || passwordStep?.error) {
    return signInMethods.hasPassword ? (
      <PasswordStep lastResult={passwordStep} />
    ) : (
      <ProviderCheckStep identities={signInMethods.identities} message={passwordStep?.error?.['']?.[0]} />
    );
  }

  // What was typed before the password step or a refusal, back in the info form (still to be saved).
  const info = replyOf(result, 'edit-info');
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
        <InfoForm profile={profile} storedLogo={storedLogo} pictureRules={pictureRules} lastResult={info} />
      </section>

      <Divider />
      <section aria-labelledby="sign-in-methods-title">
        <Title order={2} size="h4" id="sign-in-methods-title" mb="sm">
          로그인 방법
        </Title>
        <SignInMethodsSection
          methods={signInMethods}
          offered={offered}
          setPasswordResult={replyOf(result, 'set-password')}
          unlinkResult={replyOf(result, 'unlink-provider')}
        />
      </section>

      {signInMethods.hasPassword ? (
        <>
          <Divider />
          <section aria-labelledby="edit-password-title">
            <Title order={2} size="h4" id="edit-password-title" mb="sm">
              비밀번호 변경
            </Title>
            <PasswordForm lastResult={replyOf(result, 'edit-password')} />
          </section>
        </>
      ) : null}

      <Divider />
      <section aria-labelledby="delete-user-title">
        <Title order={2} size="h4" id="delete-user-title" mb="sm">
          회원 탈퇴
        </Title>
        <Alert color="red" variant="light" mb="sm">
          탈퇴하면 이력서, 지원서 사본, 문의 내용 등 개인정보가 삭제되고 되돌릴 수 없습니다. 같은 아이디로 다시 가입할
          수 없습니다. 결제 기록은 전자상거래법에 따라 5년간 보관됩니다.
        </Alert>
        <LeaveForm lastResult={replyOf(result, 'delete-user')} hasPassword={signInMethods.hasPassword} />
      </section>
    </Stack>
  );
}
