import { getFormProps } from '@conform-to/react';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { BANNER_SLOTS, CUSTOMER_RECORD_RETENTION_YEARS } from '#contracts/enumerations';
import { useContractForm } from '~/forms/contract-form';
import { PlainCheckbox, PlainSelect, PlainSubmit, PlainTextarea, PlainTextField } from '~/forms/plain-fields';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { sendBannerInquiry } from '~/features/customer-centre/customer-centre.server';
import { pageMeta } from '~/utils/meta';
import { selectData } from '~/forms/select-options';

export const meta: MetaFunction = () =>
  pageMeta('배너광고 문의', '빵잡 메인과 채용정보 화면의 배너광고 위치, 기간, 예산을 문의하세요.');

const loadValidator = () =>
  import('~/features/customer-centre/customer-centre.schema').then((module) => module.validateBannerInquiry);

const SLOT_OPTIONS = selectData(BANNER_SLOTS);

export async function action({ request }: ActionFunctionArgs) {
  return sendBannerInquiry(request);
}

export default function BannerInquiry() {
  const lastResult = useActionData<typeof action>();
  useActionToast(lastResult);
  const [form, fields] = useContractForm(loadValidator, lastResult);
  const formError = formErrorOf(lastResult);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        배너광고 문의
      </Title>
      <Text>
        제과·제빵 업계 구직자와 기업이 매일 보는 화면에 광고를 실어보세요. 아래 내용을 남겨주시면 담당자가 영업일 기준
        2일 안에 연락드립니다.
      </Text>
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <NoScriptAlert toast={formError ? { id: 'banner-error', type: 'error', message: formError } : null} />
          <div className="form-grid">
            <PlainTextField field={fields.company} label="회사명" required />
            <PlainTextField field={fields.contactName} label="담당자 이름" required />
            <PlainTextField
              field={fields.phone}
              label="연락처"
              type="tel"
              inputMode="tel"
              placeholder="010-1234-5678"
              required
            />
            <PlainTextField field={fields.email} label="이메일" type="email" required />
            <PlainSelect field={fields.slot} label="희망 위치" options={SLOT_OPTIONS} required />
            <PlainTextField field={fields.period} label="희망 기간" placeholder="예: 2027년 1월 한 달" required />
            <PlainTextField field={fields.budget} label="예산 (선택)" placeholder="예: 월 100만 원" />
          </div>
          <PlainTextarea field={fields.message} label="문의 내용 (선택)" maxLength={2000} rows={4} />
          {/* A field people never see: a bot that fills it in is told it succeeded and nothing is kept. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="banner-website">웹사이트 (비워 두세요)</label>
            <input id="banner-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <PlainCheckbox
            field={fields.agreePrivacy}
            label={`개인정보 수집·이용에 동의합니다 (회사명, 담당자 이름, 연락처, 이메일: 광고 상담에 쓰고 접수 후 ${CUSTOMER_RECORD_RETENTION_YEARS}년 동안 보관)`}
          />
          <Text size="sm">
            <Link to="/service/privacy/agree#privacy">개인정보 수집·이용 안내 보기</Link>
          </Text>
          <Group>
            <PlainSubmit>문의 보내기</PlainSubmit>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
