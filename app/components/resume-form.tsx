import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { NativeSelect } from './native-select';
import { selectData } from '~/utils/select-options';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from './textarea';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, useNavigation } from '@remix-run/react';
import { useRef, useState } from 'react';
import type {
  CareerValues,
  CertificateValues,
  ResumeFormLabels,
  ResumeFormLimits,
  ResumeFormValues,
} from '~/utils/resume-form.server';
import type { PictureRules } from '~/utils/picture-field';
import { useHydrated } from '~/utils/use-hydrated';
import { ChoiceGroup, FormSection, RowButton } from './form-controls';
import { PendingUploadsNote, PendingUploadsProvider, PictureInput, usePendingUploads } from './picture-inputs';
import { RegionSelect } from './region-select';
import { NoScriptAlert } from './toasts';

interface ResumeFormProps {
  values: ResumeFormValues;
  fieldErrors: Record<string, string>;
  /** the api's refusal, shown in the page when JavaScript cannot show it as a toast */
  error: string | null;
  labels: ResumeFormLabels;
  limits: ResumeFormLimits;
  pictureRules: PictureRules;
  /** what the stored resume still lacks before it can be made public */
  missing: Record<string, string> | null;
}

/**
 * Rows of a repeatable group, keyed so that removing one keeps what was typed in the others.
 * Their field names follow their position, so the form always posts `careers.0…`, `careers.1…`.
 */
function useRows<T>(initial: T[], blank: T) {
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, key) => ({ key, value })));
  return {
    rows,
    add: () => setRows((current) => [...current, { key: nextKey.current++, value: blank }]),
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}

function CareerRow({
  index,
  value,
  errors,
  onRemove,
}: {
  index: number;
  value: CareerValues;
  errors: Record<string, string>;
  onRemove: () => void;
}) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(value.current);
  const name = (field: string) => `careers.${index}.${field}`;
  const titleId = `career-${index}-title`;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} id={titleId}>
          경력 {index + 1}
        </Text>
        <RowButton intent={`remove-career:${index}`} onClick={onRemove} color="red">
          삭제
        </RowButton>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="근무한 곳"
            name={name('bakery')}
            maxLength={50}
            placeholder="예: 빵굽는마을 베이커리"
            defaultValue={value.bakery}
            error={errors[name('bakery')]}
          />
          <TextInput
            label="담당 업무"
            name={name('role')}
            maxLength={50}
            placeholder="예: 제빵 (발효·성형)"
            defaultValue={value.role}
            error={errors[name('role')]}
          />
          <TextInput
            label="시작"
            name={name('from')}
            type="month"
            placeholder="YYYY-MM"
            defaultValue={value.from}
            error={errors[name('from')]}
          />
          <TextInput
            label="종료"
            name={name('to')}
            type="month"
            placeholder="YYYY-MM"
            defaultValue={value.to}
            disabled={hydrated && current}
            error={errors[name('to')]}
          />
        </SimpleGrid>
        <Checkbox
          name={name('current')}
          label="재직중"
          checked={current}
          onChange={(event) => setCurrent(event.currentTarget.checked)}
        />
        <Textarea
          label="업무 내용"
          name={name('duties')}
          rows={2}
          maxLength={500}
          defaultValue={value.duties}
          error={errors[name('duties')]}
        />
      </Stack>
    </Paper>
  );
}

function CertificateRow({
  index,
  value,
  errors,
  onRemove,
}: {
  index: number;
  value: CertificateValues;
  errors: Record<string, string>;
  onRemove: () => void;
}) {
  const name = (field: string) => `certificates.${index}.${field}`;
  const titleId = `certificate-${index}-title`;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} id={titleId}>
          자격증 {index + 1}
        </Text>
        <RowButton intent={`remove-certificate:${index}`} onClick={onRemove} color="red">
          삭제
        </RowButton>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="자격증 이름"
          name={name('name')}
          list="certificate-names"
          maxLength={50}
          placeholder="예: 제빵기능사"
          defaultValue={value.name}
          error={errors[name('name')]}
        />
        <TextInput
          label="취득 시기"
          name={name('acquiredOn')}
          type="month"
          placeholder="YYYY-MM"
          defaultValue={value.acquiredOn}
          error={errors[name('acquiredOn')]}
        />
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The resume. 경력 and 자격증 are repeatable: without JavaScript their 추가 / 삭제 buttons post the
 * form and come back with a row more or less and everything typed kept; with it they act in place.
 * There is deliberately no field for height, weight, appearance, birthplace, marital status,
 * family or wealth (채용절차법 §4-3).
 */
export function ResumeForm({
  values,
  fieldErrors: errors,
  error,
  labels,
  limits,
  pictureRules,
  missing,
}: ResumeFormProps) {
  const navigation = useNavigation();
  const uploads = usePendingUploads();
  const careers = useRows(values.careers, { bakery: '', role: '', from: '', to: '', current: false, duties: '' });
  const certificates = useRows(values.certificates, { name: '', acquiredOn: '' });
  const missingMessages = Object.values(missing ?? {});

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={uploads.holdSubmit}>
      {/* Enter in a text field presses the form's first submit button: let that be 저장. */}
      <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        저장하기
      </button>
      <Stack gap="xl">
        {missingMessages.length ? (
          <Alert color="yellow" variant="light" title="공개하려면 다음 항목을 채워주세요.">
            <Stack gap={2}>
              {missingMessages.map((message) => (
                <Text key={message} size="sm">
                  · {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}

        <FormSection title="기본 정보">
          <TextInput
            label="이력서 제목"
            name="title"
            required
            maxLength={100}
            placeholder="예: 새벽 근무 가능한 5년차 제빵사입니다"
            defaultValue={values.title}
            error={errors.title}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="이름"
              name="name"
              maxLength={30}
              autoComplete="name"
              defaultValue={values.name}
              error={errors.name}
            />
            <TextInput
              label="출생연도"
              name="birthYear"
              inputMode="numeric"
              maxLength={4}
              placeholder="예: 1995"
              defaultValue={values.birthYear}
              error={errors.birthYear}
            />
            <TextInput
              label="연락처"
              name="phone"
              type="tel"
              maxLength={20}
              placeholder="010-1234-5678"
              autoComplete="tel"
              defaultValue={values.phone}
              error={errors.phone}
            />
            <TextInput
              label="이메일"
              name="email"
              type="email"
              maxLength={100}
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            이름과 연락처는 본인과 열람권을 사용한 기업, 지원한 기업에만 보입니다. 키·체중·용모·출신지역·혼인
            여부·가족·재산은 묻지 않습니다.
          </Text>
          <PendingUploadsProvider value={uploads.track}>
            <PictureInput
              key={values.photo?.id ?? 'none'}
              slot="photo"
              purpose="resume-photo"
              label="사진"
              removeLabel="사진 삭제"
              picture={values.photo}
              removed={values.photoRemoved}
              error={errors['photo.file'] ?? errors.photoImageId}
              rules={pictureRules}
            >
              <Text size="xs" c="dimmed">
                블라인드 채용: 사진은 연락처처럼 본인과 열람권을 사용한 기업, 지원한 기업에만 보이고 인재정보 목록에는
                나오지 않습니다.
              </Text>
            </PictureInput>
          </PendingUploadsProvider>
        </FormSection>

        <FormSection title="희망 근무 조건">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              희망 지역 (최대 5곳, 시·군·구를 고르지 않으면 시·도 전체)
            </Text>
            {values.regions.map((region, i) => (
              <RegionSelect
                key={i}
                names={{ sido: `regions.${i}.sido`, sigungu: `regions.${i}.sigungu` }}
                labels={{ sido: `희망 지역 ${i + 1}`, sigungu: '시·군·구' }}
                defaultValue={region}
                errors={{ sido: errors[`regions.${i}.sido`], sigungu: errors[`regions.${i}.sigungu`] }}
                anySigunguLabel="전체"
              />
            ))}
            {errors.regions ? (
              <Text size="sm" c="red">
                {errors.regions}
              </Text>
            ) : null}
          </Stack>
          <ChoiceGroup
            label="희망 직종"
            description="최대 5개"
            name="positions"
            table={labels.positions}
            defaultValue={values.positions}
            error={errors.positions}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="희망 고용형태"
              name="employmentType"
              data={selectData(labels.employmentTypes)}
              defaultValue={values.employmentType}
              error={errors.employmentType}
            />
            <NativeSelect
              label="학력"
              name="education"
              data={selectData(labels.education)}
              defaultValue={values.education}
              error={errors.education}
            />
            <NativeSelect
              label="희망 급여형태"
              name="payType"
              data={selectData(labels.payTypes)}
              defaultValue={values.payType}
              error={errors.payType}
            />
            <TextInput
              label="희망 급여 (원)"
              name="payAmount"
              inputMode="numeric"
              maxLength={15}
              description="면접 후 결정이면 비워두세요."
              defaultValue={values.payAmount}
              error={errors.payAmount}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="경력">
          {careers.rows.length ? null : (
            <Text size="sm" c="dimmed">
              신입이면 비워두세요. 경력이 있으면 아래 버튼으로 추가하세요.
            </Text>
          )}
          {careers.rows.map((row, i) => (
            <CareerRow
              key={row.key}
              index={i}
              value={row.value}
              errors={errors}
              onRemove={() => careers.remove(row.key)}
            />
          ))}
          {errors.careers ? (
            <Text size="sm" c="red">
              {errors.careers}
            </Text>
          ) : null}
          {careers.rows.length < limits.careers ? (
            <Group>
              <RowButton intent="add-career" onClick={careers.add}>
                + 경력 추가
              </RowButton>
            </Group>
          ) : null}
        </FormSection>

        <FormSection title="자격증">
          <datalist id="certificate-names">
            {Object.values(labels.certificates).map((label) => (
              <option key={label} value={label} />
            ))}
          </datalist>
          {certificates.rows.map((row, i) => (
            <CertificateRow
              key={row.key}
              index={i}
              value={row.value}
              errors={errors}
              onRemove={() => certificates.remove(row.key)}
            />
          ))}
          {errors.certificates ? (
            <Text size="sm" c="red">
              {errors.certificates}
            </Text>
          ) : null}
          {certificates.rows.length < limits.certificates ? (
            <Group>
              <RowButton intent="add-certificate" onClick={certificates.add}>
                + 자격증 추가
              </RowButton>
            </Group>
          ) : null}
        </FormSection>

        <FormSection title="자기소개">
          <Textarea
            label="자기소개"
            name="introduction"
            description="경험, 강점, 일하고 싶은 곳을 20자 이상 적어주세요."
            rows={8}
            maxLength={3000}
            defaultValue={values.introduction}
            error={errors.introduction}
          />
        </FormSection>

        <NoScriptAlert toast={error ? { id: 'resume-form-error', type: 'error', message: error } : null} />
        <Button
          type="submit"
          name="intent"
          value="save"
          size="md"
          loading={navigation.state === 'submitting'}
          disabled={uploads.pending > 0}
        >
          저장하기
        </Button>
        <PendingUploadsNote pending={uploads.pending} />
      </Stack>
    </Form>
  );
}
