import { type ActionFunctionArgs, json, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { RecoveryRequestCard } from '~/features/account/recovery-request-card';
import { useContractForm } from '~/forms/contract-form';
import { PlainTextField } from '~/forms/plain-fields';
import { pageMeta } from '~/utils/meta';
import { requestLoginId } from '~/features/account/recovery-request.server';

export const meta: MetaFunction = () =>
  pageMeta(
    '아이디 찾기',
    '가입할 때 입력한 이름과 이메일로 빵잡 아이디를 찾습니다. 아이디는 인증된 이메일로 보내드립니다.',
  );

const loadValidator = () => import('~/features/account/recovery.schema').then((module) => module.validateFindId);

export async function loader() {
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  return requestLoginId(request);
}

export default function FindIdPage() {
  const data = useActionData<typeof action>();
  const [form, fields] = useContractForm(loadValidator, data);
  return (
    <RecoveryRequestCard
      title="아이디 찾기"
      intro="가입할 때 입력한 이름과 이메일을 입력해주세요. 일치하는 회원이 있으면 아이디 일부를 가려 인증된 이메일로 보내드립니다."
      form={form}
      answer={data?.answer ?? null}
      submitLabel="아이디 찾기"
      other={{ to: '/account/find-password', label: '비밀번호 찾기' }}
    >
      <PlainTextField
        field={fields.username}
        required
        label="이름"
        description="기업회원은 회사명"
        autoComplete="name"
        maxLength={50}
      />
      <PlainTextField field={fields.email} required type="email" label="이메일" autoComplete="email" maxLength={100} />
    </RecoveryRequestCard>
  );
}
