import { type DefaultValue, type FieldMetadata, getInputProps } from '@conform-to/react';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import {
  BENEFITS,
  CAREER_TYPES,
  CERTIFICATES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  POSITIONS,
  RETENTION_DAYS,
  WORK_DAYS,
} from '#contracts/enumerations';
import { BAKE_TECHNIQUES } from '#contracts/bake-techniques';
import type { JobInfoFields } from '#contracts/job-info';
import type { ActionResult } from '~/forms/action-result';
import type { JobInfoFormFields, WageFloor } from '~/features/job-infos/job-info-fields';
import type { PictureRules } from '~/features/pictures/picture-field';
import { useHydrated } from '~/utils/use-hydrated';
import { useContractForm } from '~/forms/contract-form';
import { MissingFieldsAlert } from '~/forms/missing-fields';
import { ChoiceGroup, FormSection, SelectField, TextareaField, TextField } from '~/forms/form-controls';
import { EducationSelect, PayFields } from './pay-and-education';
import { PictureForm } from '~/features/pictures/picture-form';
import { JobInfoPhotos } from '~/features/pictures/picture-inputs';
import { RegionSelect } from '~/features/listing/region-select';

/** 기타 is words, not a technique a portfolio can be matched on. */
const WANTED_TECHNIQUES = Object.fromEntries(Object.entries(BAKE_TECHNIQUES).filter(([code]) => code !== 'other'));

const loadValidator = () =>
  import('~/features/job-infos/job-info-form.schema').then((module) => module.validateJobInfoForm);

interface JobInfoFormProps {
  defaultValue: DefaultValue<JobInfoFormFields>;
  /** the action's reply: what was typed, the messages beside the fields, the api's refusal */
  lastResult: ActionResult | undefined;
  wageFloor: WageFloor;
  pictureRules: PictureRules;
  /** what the stored posting still lacks before it can be published */
  missing: Record<string, string> | null;
}

/**
 * Every field of a posting, on Conform: it posts (multipart, for its photos) and comes back with
 * the messages beside the fields; with JavaScript the contract's schema checks it in the browser
 * too, and fields that do not apply (경력 연수 for 신입, the amount for 면접 후 결정, the date for
 * 상시채용) are disabled; without it the schema leaves them out.
 */
export function JobInfoForm({ defaultValue, lastResult, wageFloor, pictureRules, missing }: JobInfoFormProps) {
  const hydrated = useHydrated();
  const [form, fields] = useContractForm<JobInfoFormFields, JobInfoFields>(loadValidator, lastResult, defaultValue);

  return (
    <PictureForm form={form} lastResult={lastResult}>
      <MissingFieldsAlert goal="게재" missing={missing} />

      <FormSection title="모집 내용">
        <TextField
          field={fields.title}
          label="공고 제목"
          required
          maxLength={100}
          placeholder="예: 새벽 제빵사 정규직 모집 (경력 2년 이상)"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField field={fields.position} label="직종" table={POSITIONS} />
          <SelectField field={fields.employmentType} label="고용형태" table={EMPLOYMENT_TYPES} />
          <SelectField field={fields.careerType} label="경력" table={CAREER_TYPES} />
          <TextField
            field={fields.careerYears}
            label="필요 경력 (년 이상)"
            description="경력을 고른 경우에만 입력하세요."
            inputMode="numeric"
            maxLength={2}
            disabled={hydrated && fields.careerType.value !== 'experienced'}
          />
          <EducationSelect field={fields.education} table={EDUCATION_LEVELS} />
          <TextField field={fields.headcount} label="모집인원 (명)" inputMode="numeric" maxLength={3} />
        </SimpleGrid>
      </FormSection>

      <FormSection title="급여">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PayFields payType={fields.payType} payAmount={fields.payAmount} wageFloor={wageFloor} />
        </SimpleGrid>
      </FormSection>

      <FormSection title="근무 조건">
        <RegionSelect
          sido={fields.sido}
          sigungu={fields.sigungu}
          labels={{ sido: '근무지 (시·도)', sigungu: '시·군·구' }}
          anySigunguLabel="선택하세요"
        />
        <TextField field={fields.addressDetail} label="상세주소" maxLength={100} placeholder="예: 해운대로 123, 1층" />
        <ChoiceGroup label="근무요일" field={fields.workDays} table={WORK_DAYS} />
        <SimpleGrid cols={2} spacing="sm">
          <TextField field={fields.workStart} label="근무 시작" type="time" />
          <TextField field={fields.workEnd} label="근무 종료" type="time" />
        </SimpleGrid>
        <TextField field={fields.daysOff} label="휴무" maxLength={50} placeholder="예: 월 6회, 매주 월요일" />
      </FormSection>

      <FormSection title="모집 기간">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField
            field={fields.deadline}
            label="마감일"
            type="date"
            disabled={hydrated && fields.alwaysOpen.value === 'on'}
          />
          <AlwaysOpen field={fields.alwaysOpen} />
        </SimpleGrid>
      </FormSection>

      <FormSection title="복리후생 · 우대 조건">
        <ChoiceGroup label="복리후생" field={fields.benefits} table={BENEFITS} />
        <ChoiceGroup label="우대 자격증" field={fields.preferredCertificates} table={CERTIFICATES} />
        <ChoiceGroup
          label="원하는 기술"
          description="지원자의 포트폴리오에 이 기술이 있으면 지원자 관리에서 표시됩니다."
          field={fields.wantedTechniques}
          table={WANTED_TECHNIQUES}
        />
      </FormSection>

      <FormSection title="상세내용">
        <TextareaField
          field={fields.description}
          label="상세내용"
          description="하는 일, 근무 환경, 우대 사항을 20자 이상 적어주세요."
          rows={8}
          maxLength={5000}
        />
      </FormSection>

      <FormSection title="사진">
        <JobInfoPhotos form={form} photos={fields.photos} newPhoto={fields.newPhoto} rules={pictureRules} />
      </FormSection>

      <FormSection title="담당자">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField field={fields.contactName} label="담당자 이름" maxLength={30} autoComplete="name" />
          <TextField
            field={fields.contactPhone}
            label="담당자 연락처"
            type="tel"
            maxLength={20}
            placeholder="010-1234-5678"
            autoComplete="tel"
          />
        </SimpleGrid>
        <TextField
          field={fields.applicationRetentionDays}
          label="지원서 보관 기간 (일)"
          type="number"
          inputMode="numeric"
          min={RETENTION_DAYS.min}
          max={RETENTION_DAYS.max}
          description={`채용이 끝난 뒤 지원자의 이력서를 보관하는 기간입니다 (${RETENTION_DAYS.min}~${RETENTION_DAYS.max}일). 기간이 지나면 파기됩니다.`}
          w={{ base: '100%', sm: 260 }}
        />
      </FormSection>
    </PictureForm>
  );
}

/** 상시채용: with JavaScript, ticking it disables the date, which is then not sent. */
function AlwaysOpen({ field }: { field: FieldMetadata<boolean, JobInfoFormFields> }) {
  const { key, ...checkbox } = getInputProps(field, { type: 'checkbox', ariaAttributes: false });
  return (
    <Checkbox
      key={key}
      {...checkbox}
      label="상시채용 (마감일 없음)"
      error={field.errors?.[0]}
      mt={{ base: 0, sm: 30 }}
    />
  );
}
