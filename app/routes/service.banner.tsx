import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { NativeSelect } from '../components/native-select';
import { selectData } from '~/utils/select-options';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from '../components/textarea';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { BANNER_SLOTS, CUSTOMER_RECORD_RETENTION_YEARS } from '../../api/contracts/enumerations';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { legacyCallApi, jsonWithAuth } from '~/utils/api.server';
import { formText } from '~/utils/form-data.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta('배너광고 문의', '빵잡 메인과 채용정보 화면의 배너광고 위치, 기간, 예산을 문의하세요.');

const FIELDS = ['company', 'contactName', 'phone', 'email', 'slot', 'period', 'budget', 'message', 'website'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

interface ActionData {
  error: string;
  fields: Record<string, string>;
  values: Values & { agreePrivacy: boolean };
}

/** Open to anyone: the api checks consent, the honeypot and the per-address limit. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)])) as Values;
  const agreePrivacy = form.get('agreePrivacy') === 'yes';
  const result = await legacyCallApi(request, '/banner-inquiries', {
    method: 'POST',
    body: { ...values, agreePrivacy },
  });
  if (!result.ok) {
    const fields = (result.error.details?.fields ?? {}) as Record<string, string>;
    return jsonWithAuth<ActionData>(
      request,
      { error: result.error.message, fields, values: { ...values, agreePrivacy } },
      { status: result.status },
    );
  }
  return redirect('/service/banner/sent');
}

export default function BannerInquiry() {
  const data = useActionData<typeof action>();
  useActionToast(data);
  const busy = useNavigation().state === 'submitting';
  const values = data?.values;
  const fields = data?.fields ?? {};
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        배너광고 문의
      </Title>
      <Text>
        제과·제빵 업계 구직자와 기업이 매일 보는 화면에 광고를 실어보세요. 아래 내용을 남겨주시면 담당자가 영업일 기준
        2일 안에 연락드립니다.
      </Text>
      <Form method="post">
        <Stack gap="sm">
          <NoScriptAlert toast={data?.error ? { id: 'banner-error', type: 'error', message: data.error } : null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="회사명" name="company" defaultValue={values?.company} error={fields.company} required />
            <TextInput
              label="담당자 이름"
              name="contactName"
              defaultValue={values?.contactName}
              error={fields.contactName}
              required
            />
            <TextInput
              label="연락처"
              name="phone"
              type="tel"
              inputMode="tel"
              placeholder="010-1234-5678"
              defaultValue={values?.phone}
              error={fields.phone}
              required
            />
            <TextInput
              label="이메일"
              name="email"
              type="email"
              defaultValue={values?.email}
              error={fields.email}
              required
            />
            <NativeSelect
              label="희망 위치"
              name="slot"
              data={selectData(BANNER_SLOTS)}
              defaultValue={values?.slot ?? ''}
              error={fields.slot}
              required
            />
            <TextInput
              label="희망 기간"
              name="period"
              placeholder="예: 2027년 1월 한 달"
              defaultValue={values?.period}
              error={fields.period}
              required
            />
            <TextInput
              label="예산 (선택)"
              name="budget"
              placeholder="예: 월 100만 원"
              defaultValue={values?.budget}
              error={fields.budget}
            />
          </SimpleGrid>
          <Textarea
            label="문의 내용 (선택)"
            name="message"
            maxLength={2000}
            rows={4}
            defaultValue={values?.message}
            error={fields.message}
          />
          {/* A field people never see: a bot that fills it in is told it succeeded and nothing is kept. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor="banner-website">웹사이트 (비워 두세요)</label>
            <input id="banner-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <Checkbox
            name="agreePrivacy"
            value="yes"
            defaultChecked={values?.agreePrivacy}
            error={fields.agreePrivacy}
            label={`개인정보 수집·이용에 동의합니다 (회사명, 담당자 이름, 연락처, 이메일: 광고 상담에 쓰고 접수 후 ${CUSTOMER_RECORD_RETENTION_YEARS}년 동안 보관)`}
          />
          <Text size="sm">
            <Link to="/service/privacy/agree#privacy">개인정보 수집·이용 안내 보기</Link>
          </Text>
          <Group>
            <Button type="submit" loading={busy}>
              문의 보내기
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
