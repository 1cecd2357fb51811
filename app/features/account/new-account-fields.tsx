import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { PlainCheckbox, type PlainFieldState, PlainTextField } from '~/forms/plain-fields';

type NewAccountFieldName =
  | 'userId'
  | 'username'
  | 'email'
  | 'phone'
  | 'businessNumber'
  | 'ceoName'
  | 'businessType'
  | 'companyAddress'
  | 'agreeTerms'
  | 'agreePrivacy'
  | 'agreeMarketing';

/**
 * A new account's fields (the contract's `newAccountFields`), shared by 회원가입 and the page that
 * completes a 카카오/네이버 sign-up: the login id, `password` where the form has one, the contact, a
 * company's business fields, and the consents.
 */
export function NewAccountFields({
  fields,
  company,
  password,
}: {
  fields: Record<NewAccountFieldName, PlainFieldState>;
  company: boolean;
  password?: ReactNode;
}) {
  return (
    <>
      <PlainTextField
        field={fields.userId}
        label="아이디"
        description="영문 소문자와 숫자 4~20자"
        required
        autoComplete="username"
        autoCapitalize="none"
        maxLength={20}
      />
      {password}
      <PlainTextField
        field={fields.username}
        label={company ? '회사명' : '이름'}
        required
        autoComplete={company ? 'organization' : 'name'}
        maxLength={50}
      />
      <div className="form-grid">
        <PlainTextField
          field={fields.email}
          type="email"
          label="이메일"
          required
          autoComplete="email"
          maxLength={100}
        />
        <PlainTextField
          field={fields.phone}
          type="tel"
          label="연락처"
          placeholder="010-1234-5678"
          required
          autoComplete="tel"
          maxLength={20}
        />
      </div>
      {company ? (
        <>
          <PlainTextField
            field={fields.businessNumber}
            label="사업자등록번호"
            description="숫자 10자리 (하이픈 없이 입력해도 됩니다)"
            placeholder="123-45-67890"
            required
            inputMode="numeric"
            maxLength={12}
          />
          <div className="form-grid">
            <PlainTextField field={fields.ceoName} label="대표자명" required maxLength={30} />
            <PlainTextField field={fields.businessType} label="업종" placeholder="예: 제과점업, 카페" maxLength={50} />
          </div>
          <PlainTextField
            field={fields.companyAddress}
            label="회사 주소"
            required
            autoComplete="street-address"
            maxLength={200}
          />
        </>
      ) : null}
      <Stack gap={6} mt="sm">
        <PlainCheckbox
          field={fields.agreeTerms}
          required
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
        <PlainCheckbox
          field={fields.agreePrivacy}
          required
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
        <PlainCheckbox field={fields.agreeMarketing} label="(선택) 채용 소식과 이벤트 안내를 받겠습니다." />
      </Stack>
    </>
  );
}
