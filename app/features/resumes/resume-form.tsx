import { type DefaultValue, type FieldMetadata, type FormMetadata, getInputProps } from '@conform-to/react';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { CERTIFICATES, EMPLOYMENT_TYPES, POSITIONS, RESUME_EDUCATION } from '#contracts/enumerations';
import type { ResumeFields } from '#contracts/resume';
import type { ActionResult } from '~/forms/action-result';
import { pictureFromFields, type PictureRules } from '~/features/pictures/picture-field';
import type {
  CareerFields,
  CertificateFields,
  ResumeFormFields,
  ResumeRowLimits,
} from '~/features/resumes/resume-fields';
import { useHydrated } from '~/utils/use-hydrated';
import { useContractForm } from '~/forms/contract-form';
import { MissingFieldsAlert } from '~/forms/missing-fields';
import { ChoiceGroup, FormSection, IntentButton, SelectField, TextareaField, TextField } from '~/forms/form-controls';
import { EducationSelect, PayFields } from '~/features/job-infos/pay-and-education';
import { PictureForm } from '~/features/pictures/picture-form';
import { PictureInput } from '~/features/pictures/picture-inputs';
import type { PortfolioRules } from '~/features/portfolio/portfolio-fields';
import { PortfolioPhotos } from '~/features/portfolio/portfolio-inputs';
import { RegionSelect } from '~/features/listing/region-select';

const loadValidator = () => import('~/features/resumes/resume-form.schema').then((module) => module.validateResumeForm);

type ResumeForm = FormMetadata<ResumeFormFields>;

interface ResumeFormProps {
  defaultValue: DefaultValue<ResumeFormFields>;
  /** the action's reply: what was typed, the messages beside the fields, the api's refusal */
  lastResult: ActionResult | undefined;
  pictureRules: PictureRules;
  portfolioRules: PortfolioRules;
  limits: ResumeRowLimits;
  /** what the stored resume still lacks before it can be made public */
  missing: Record<string, string> | null;
}

function CareerRow({
  form,
  row,
  index,
}: {
  form: ResumeForm;
  row: FieldMetadata<CareerFields, ResumeFormFields>;
  index: number;
}) {
  const hydrated = useHydrated();
  const career = row.getFieldset();
  const titleId = `career-${index}-title`;
  const { key, ...current } = getInputProps(career.current, { type: 'checkbox', ariaAttributes: false });
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} id={titleId}>
          경력 {index + 1}
        </Text>
        <IntentButton intent={form.remove.getButtonProps({ name: 'careers', index })} color="red">
          삭제
        </IntentButton>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField field={career.bakery} label="근무한 곳" maxLength={50} placeholder="예: 빵굽는마을 베이커리" />
          <TextField field={career.role} label="담당 업무" maxLength={50} placeholder="예: 제빵 (발효·성형)" />
          <TextField field={career.from} label="시작" type="month" placeholder="YYYY-MM" />
          <TextField
            field={career.to}
            label="종료"
            type="month"
            placeholder="YYYY-MM"
            disabled={hydrated && career.current.value === 'on'}
          />
        </SimpleGrid>
        <Checkbox key={key} {...current} label="재직중" />
        <TextareaField field={career.duties} label="업무 내용" rows={2} maxLength={500} />
      </Stack>
    </Paper>
  );
}

function CertificateRow({
  form,
  row,
  index,
}: {
  form: ResumeForm;
  row: FieldMetadata<CertificateFields, ResumeFormFields>;
  index: number;
}) {
  const certificate = row.getFieldset();
  const titleId = `certificate-${index}-title`;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600} id={titleId}>
          자격증 {index + 1}
        </Text>
        <IntentButton intent={form.remove.getButtonProps({ name: 'certificates', index })} color="red">
          삭제
        </IntentButton>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          field={certificate.name}
          label="자격증 이름"
          list="certificate-names"
          maxLength={50}
          placeholder="예: 제빵기능사"
        />
        <TextField field={certificate.acquiredOn} label="취득 시기" type="month" placeholder="YYYY-MM" />
      </SimpleGrid>
    </Paper>
  );
}

function GroupError({ field }: { field: FieldMetadata<unknown[], ResumeFormFields> }) {
  return field.errors?.length ? (
    <Text size="sm" c="red" id={field.errorId}>
      {field.errors[0]}
    </Text>
  ) : null;
}

/**
 * The resume, on Conform. 경력 and 자격증 are rows added and removed with Conform's list intents:
 * without JavaScript their 추가 / 삭제 buttons post the form and come back with a row more or less
 * and everything typed kept; with it they act in place. There is deliberately no field for height,
 * weight, appearance, birthplace, marital status, family or wealth (채용절차법 §4-3).
 */
export function ResumeForm({
  defaultValue,
  lastResult,
  pictureRules,
  portfolioRules,
  limits,
  missing,
}: ResumeFormProps) {
  const [form, fields] = useContractForm<ResumeFormFields, ResumeFields>(loadValidator, lastResult, defaultValue);
  const careers = fields.careers.getFieldList();
  const certificates = fields.certificates.getFieldList();
  const photo = fields.photo.getFieldset();
  const picture = pictureFromFields(photo.imageId.initialValue, photo.image.initialValue, 'resume-photo');

  return (
    <PictureForm form={form} lastResult={lastResult}>
      <MissingFieldsAlert goal="공개" missing={missing} />

      <FormSection title="기본 정보">
        <TextField
          field={fields.title}
          label="이력서 제목"
          required
          maxLength={100}
          placeholder="예: 새벽 근무 가능한 5년차 제빵사입니다"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField field={fields.name} label="이름" maxLength={30} autoComplete="name" />
          <TextField
            field={fields.birthYear}
            label="출생연도"
            inputMode="numeric"
            maxLength={4}
            placeholder="예: 1995"
          />
          <TextField
            field={fields.phone}
            label="연락처"
            type="tel"
            maxLength={20}
            placeholder="010-1234-5678"
            autoComplete="tel"
          />
          <TextField field={fields.email} label="이메일" type="email" maxLength={100} autoComplete="email" />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          이름과 연락처는 본인과 열람권을 사용한 기업, 지원한 기업에만 보입니다. 키·체중·용모·출신지역·혼인
          여부·가족·재산은 묻지 않습니다.
        </Text>
        <PictureInput
          key={picture?.id ?? 'none'}
          slot="photo"
          purpose="resume-photo"
          label="사진"
          removeLabel="사진 삭제"
          picture={picture}
          removed={photo.remove.initialValue === 'on'}
          error={photo.file.errors?.[0] ?? photo.imageId.errors?.[0] ?? form.allErrors.photoImageId?.[0]}
          rules={pictureRules}
        >
          <Text size="xs" c="dimmed">
            블라인드 채용: 사진은 연락처처럼 본인과 열람권을 사용한 기업, 지원한 기업에만 보이고 인재정보 목록에는
            나오지 않습니다.
          </Text>
        </PictureInput>
      </FormSection>

      <FormSection title="희망 근무 조건">
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            희망 지역 (최대 5곳, 시·군·구를 고르지 않으면 시·도 전체)
          </Text>
          {fields.regions.getFieldList().map((slot, i) => {
            const region = slot.getFieldset();
            return (
              <RegionSelect
                key={slot.key ?? i}
                sido={region.sido}
                sigungu={region.sigungu}
                labels={{ sido: `희망 지역 ${i + 1}`, sigungu: '시·군·구' }}
                anySigunguLabel="전체"
              />
            );
          })}
          <GroupError field={fields.regions} />
        </Stack>
        <ChoiceGroup label="희망 직종" description="최대 5개" field={fields.positions} table={POSITIONS} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField field={fields.employmentType} label="희망 고용형태" table={EMPLOYMENT_TYPES} />
          <EducationSelect field={fields.education} table={RESUME_EDUCATION} />
          <PayFields payType={fields.payType} payAmount={fields.payAmount} wish />
        </SimpleGrid>
      </FormSection>

      <FormSection title="경력">
        {careers.length ? null : (
          <Text size="sm" c="dimmed">
            신입이면 비워두세요. 경력이 있으면 아래 버튼으로 추가하세요.
          </Text>
        )}
        {careers.map((row, i) => (
          <CareerRow key={row.key ?? i} form={form} row={row} index={i} />
        ))}
        <GroupError field={fields.careers} />
        {careers.length < limits.careers ? (
          <Group>
            <IntentButton intent={form.insert.getButtonProps({ name: fields.careers.name })}>+ 경력 추가</IntentButton>
          </Group>
        ) : null}
      </FormSection>

      <FormSection title="자격증">
        <datalist id="certificate-names">
          {Object.values(CERTIFICATES).map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        {certificates.map((row, i) => (
          <CertificateRow key={row.key ?? i} form={form} row={row} index={i} />
        ))}
        <GroupError field={fields.certificates} />
        {certificates.length < limits.certificates ? (
          <Group>
            <IntentButton intent={form.insert.getButtonProps({ name: fields.certificates.name })}>
              + 자격증 추가
            </IntentButton>
          </Group>
        ) : null}
      </FormSection>

      <FormSection title="포트폴리오">
        <PortfolioPhotos
          form={form}
          portfolio={fields.portfolio}
          newBake={fields.newBake}
          rules={portfolioRules}
          pictureRules={pictureRules}
        />
      </FormSection>

      <FormSection title="자기소개">
        <TextareaField
          field={fields.introduction}
          label="자기소개"
          description="경험, 강점, 일하고 싶은 곳을 20자 이상 적어주세요."
          rows={8}
          maxLength={3000}
        />
      </FormSection>
    </PictureForm>
  );
}
