import { type ActionFunctionArgs, json, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { RecoveryRequestCard } from '~/features/account/recovery-request-card';
import { useContractForm } from '~/forms/contract-form';
import { PlainTextField } from '~/forms/plain-fields';
import { pageMeta } from '~/utils/meta';
import { requestPasswordReset } from '~/features/account/recovery-request.server';

export const meta: MetaFunction = () =>
  pageMeta('비밀번호 찾기', '아이디와 이메일을 입력하면 인증된 이메일로 비밀번호 재설정 링크를 보내드립니다.');

const loadValidator = () => import('~/features/account/recovery.schema').then((module) => module.validateFindPassword);

export async function loader() {
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  return requestPasswordReset(request);
}

export default function FindPasswordPage() {
  const data = useActionData<typeof action>();
  const [form, fields] = useContractForm(loadValidator, data);
  return (
    <RecoveryRequestCard
      title="비밀번호 찾기"
      intro="아이디와 가입할 때 입력한 이메일을 입력해주세요. 일치하면 인증된 이메일로 비밀번호 재설정 링크를 보내드립니다. 링크는 30분 동안 한 번만 쓸 수 있습니다."
      form={form}
      answer={data?.answer ?? null}
      submitLabel="재설정 링크 받기"
      other={{ to: '/account/find-id', label: '아이디 찾기' }}
    >
      <PlainTextField
        field={fields.userId}
        required
        label="아이디"
        autoComplete="username"
        autoCapitalize="none"
        maxLength={20}
      />
      <PlainTextField field={fields.email} required type="email" label="이메일" autoComplete="email" maxLength={100} />
    </RecoveryRequestCard>
  );
}
