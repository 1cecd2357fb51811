import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { List } from '@mantine/core/esm/components/List/List';
import { NativeSelect } from './native-select';
import { selectData } from '~/utils/select-options';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Textarea } from './textarea';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import type { PaidPayType } from '../../api/contracts/wage-floor';
import { RETENTION_DAYS } from '../../api/contracts/enumerations';
import type { JobInfoFormLabels, JobInfoFormValues, WageFloor } from '~/utils/job-info-form.server';
import { formatWon } from '~/utils/format';
import type { PictureRules } from '~/utils/picture-field';
import { useHydrated } from '~/utils/use-hydrated';
import { ChoiceGroup, FormSection } from './form-controls';
import { JobInfoPhotos, PendingUploadsNote, PendingUploadsProvider, usePendingUploads } from './picture-inputs';
import { RegionSelect } from './region-select';
import { NoScriptAlert } from './toasts';

interface JobInfoFormProps {
  values: JobInfoFormValues;
  fieldErrors: Record<string, string>;
  /** the api's refusal, shown in the page when JavaScript cannot show it as a toast */
  error: string | null;
  labels: JobInfoFormLabels;
  wageFloor: WageFloor;
  pictureRules: PictureRules;
  /** what the stored posting still lacks before it can be published */
  missing: Record<string, string> | null;
}

/**
 * Every field of a posting. A plain form: it posts (multipart, for its photos) and comes back with
 * the api's messages beside the fields. With JavaScript, fields that do not apply (경력 연수 for
 * 신입, the amount for 면접 후 결정, the date for 상시채용) are disabled; without it the api ignores them.
 */
export function JobInfoForm({
  values,
  fieldErrors: errors,
  error,
  labels,
  wageFloor,
  pictureRules,
  missing,
}: JobInfoFormProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const uploads = usePendingUploads();
  const [careerType, setCareerType] = useState(values.careerType);
  const [payType, setPayType] = useState(values.payType);
  const [alwaysOpen, setAlwaysOpen] = useState(values.alwaysOpen);
  const floor = payType && payType !== 'negotiable' ? wageFloor[payType as PaidPayType] : null;
  const missingMessages = Object.values(missing ?? {});

  return (
    <Form method="post" encType="multipart/form-data" onSubmit={uploads.holdSubmit}>
      {/* Enter in a text field presses the form's first submit button: let that be 저장, not a photo's. */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        저장하기
      </button>
      <Stack gap="xl">
        {missingMessages.length ? (
          <Alert color="yellow" variant="light" title="게재하려면 다음 항목을 채워주세요.">
            <List size="sm" spacing={2}>
              {missingMessages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}

        <FormSection title="모집 내용">
          <TextInput
            label="공고 제목"
            name="title"
            required
            maxLength={100}
            placeholder="예: 새벽 제빵사 정규직 모집 (경력 2년 이상)"
            defaultValue={values.title}
            error={errors.title}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="직종"
              name="position"
              data={selectData(labels.positions)}
              defaultValue={values.position}
              error={errors.position}
            />
            <NativeSelect
              label="고용형태"
              name="employmentType"
              data={selectData(labels.employmentTypes)}
              defaultValue={values.employmentType}
              error={errors.employmentType}
            />
            <NativeSelect
              label="경력"
              name="careerType"
              data={selectData(labels.careerTypes)}
              value={careerType}
              onChange={(event) => setCareerType(event.currentTarget.value)}
              error={errors.careerType}
            />
            <TextInput
              label="필요 경력 (년 이상)"
              description="경력을 고른 경우에만 입력하세요."
              name="careerYears"
              inputMode="numeric"
              maxLength={2}
              disabled={hydrated && careerType !== 'experienced'}
              defaultValue={values.careerYears}
              error={errors.careerYears}
            />
            <NativeSelect
              label="학력"
              name="education"
              data={selectData(labels.education)}
              defaultValue={values.education}
              error={errors.education}
            />
            <TextInput
              label="모집인원 (명)"
              name="headcount"
              inputMode="numeric"
              maxLength={3}
              defaultValue={values.headcount}
              error={errors.headcount}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="급여">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="급여형태"
              name="payType"
              data={selectData(labels.payTypes)}
              value={payType}
              onChange={(event) => setPayType(event.currentTarget.value)}
              error={errors.payType}
            />
            <TextInput
              label="급여 (원)"
              name="payAmount"
              inputMode="numeric"
              maxLength={15}
              placeholder="예: 10320"
              description={
                floor
                  ? `${wageFloor.year}년 최저임금: ${labels.payTypes[payType as PaidPayType]} ${formatWon(floor)}`
                  : '면접 후 결정이면 비워두세요.'
              }
              disabled={hydrated && payType === 'negotiable'}
              defaultValue={values.payAmount}
              error={errors.payAmount}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="근무 조건">
          <RegionSelect
            names={{ sido: 'sido', sigungu: 'sigungu' }}
            labels={{ sido: '근무지 (시·도)', sigungu: '시·군·구' }}
            defaultValue={{ sido: values.sido, sigungu: values.sigungu }}
            errors={{ sido: errors.sido, sigungu: errors.sigungu }}
            anySigunguLabel="선택하세요"
          />
          <TextInput
            label="상세주소"
            name="addressDetail"
            maxLength={100}
            placeholder="예: 해운대로 123, 1층"
            defaultValue={values.addressDetail}
            error={errors.addressDetail}
          />
          <ChoiceGroup
            label="근무요일"
            name="workDays"
            table={labels.workDays}
            defaultValue={values.workDays}
            error={errors.workDays}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="근무 시작"
              name="workStart"
              type="time"
              defaultValue={values.workStart}
              error={errors.workStart}
            />
            <TextInput
              label="근무 종료"
              name="workEnd"
              type="time"
              defaultValue={values.workEnd}
              error={errors.workEnd}
            />
          </SimpleGrid>
          <TextInput
            label="휴무"
            name="daysOff"
            maxLength={50}
            placeholder="예: 월 6회, 매주 월요일"
            defaultValue={values.daysOff}
            error={errors.daysOff}
          />
        </FormSection>

        <FormSection title="모집 기간">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="마감일"
              name="deadline"
              type="date"
              defaultValue={values.deadline}
              disabled={hydrated && alwaysOpen}
              error={errors.deadline}
            />
            <Checkbox
              name="alwaysOpen"
              label="상시채용 (마감일 없음)"
              checked={alwaysOpen}
              onChange={(event) => setAlwaysOpen(event.currentTarget.checked)}
              error={errors.alwaysOpen}
              mt={{ base: 0, sm: 30 }}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title="복리후생 · 우대 조건">
          <ChoiceGroup
            label="복리후생"
            name="benefits"
            table={labels.benefits}
            defaultValue={values.benefits}
            error={errors.benefits}
          />
          <ChoiceGroup
            label="우대 자격증"
            name="preferredCertificates"
            table={labels.certificates}
            defaultValue={values.preferredCertificates}
            error={errors.preferredCertificates}
          />
        </FormSection>

        <FormSection title="상세내용">
          <Textarea
            label="상세내용"
            name="description"
            description="하는 일, 근무 환경, 우대 사항을 20자 이상 적어주세요."
            rows={8}
            maxLength={5000}
            defaultValue={values.description}
            error={errors.description}
          />
        </FormSection>

        <FormSection title="사진">
          <PendingUploadsProvider value={uploads.track}>
            <JobInfoPhotos
              // a photo added by the server (a post without JavaScript) starts the rows again
              key={values.photos.map((photo) => photo.picture.id).join()}
              photos={values.photos}
              newPhotoAlt={values.newPhotoAlt}
              errors={errors}
              rules={pictureRules}
            />
          </PendingUploadsProvider>
        </FormSection>

        <FormSection title="담당자">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="담당자 이름"
              name="contactName"
              maxLength={30}
              autoComplete="name"
              defaultValue={values.contactName}
              error={errors.contactName}
            />
            <TextInput
              label="담당자 연락처"
              name="contactPhone"
              type="tel"
              maxLength={20}
              placeholder="010-1234-5678"
              autoComplete="tel"
              defaultValue={values.contactPhone}
              error={errors.contactPhone}
            />
          </SimpleGrid>
          <TextInput
            label="지원서 보관 기간 (일)"
            name="applicationRetentionDays"
            type="number"
            inputMode="numeric"
            min={RETENTION_DAYS.min}
            max={RETENTION_DAYS.max}
            description={`채용이 끝난 뒤 지원자의 이력서를 보관하는 기간입니다 (${RETENTION_DAYS.min}~${RETENTION_DAYS.max}일). 기간이 지나면 파기됩니다.`}
            defaultValue={values.applicationRetentionDays}
            error={errors.applicationRetentionDays}
            w={{ base: '100%', sm: 260 }}
          />
        </FormSection>

        <NoScriptAlert toast={error ? { id: 'job-info-form-error', type: 'error', message: error } : null} />
        <Button type="submit" size="md" loading={navigation.state === 'submitting'} disabled={uploads.pending > 0}>
          저장하기
        </Button>
        <PendingUploadsNote pending={uploads.pending} />
      </Stack>
    </Form>
  );
}
