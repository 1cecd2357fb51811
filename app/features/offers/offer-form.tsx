import { getFormProps } from '@conform-to/react';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Form, Link, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { INTERVIEW_KINDS, INTERVIEW_LIMITS } from '#contracts/interview';
import type { OFFER_LIMITS } from '#contracts/offer';
import type { ActionResult } from '~/forms/action-result';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { PlainSelect, PlainTextarea, PlainTextField, plainField } from '~/forms/plain-fields';
import type { OfferForm as OfferFormFields } from '~/features/offers/offer-form.schema';

const loadValidator = () => import('~/features/offers/offer-form.schema').then((module) => module.validateOfferForm);

/**
 * What the form tells and bounds, sent with the page's data (send-offer.server.ts): the contracts
 * that hold them hold zod too, which the resume page (public, under the weight budgets) must not
 * download, so this module imports only their types.
 */
export interface OfferFormRules {
  kinds: typeof INTERVIEW_KINDS;
  interview: typeof INTERVIEW_LIMITS;
  offer: typeof OFFER_LIMITS;
}

/** One of the company's listed postings, to offer. */
export interface OfferPosting {
  id: number;
  title: string;
}

/**
 * 입사 제안하기 to the owner of a resume the company may write to: one of its listed postings, a message and, if
 * it likes, up to three interview times (Korean date, start, minutes) with the interview's kind,
 * place and link. A plain form posting to its page; Conform checks it in the
 * browser once the check is fetched, and the server's reply keeps what was typed.
 */
export function OfferForm({
  postings,
  rules,
  lastResult,
  recipient,
}: {
  /** whom it goes to: a line under the title */
  recipient: ReactNode;
  postings: OfferPosting[];
  rules: OfferFormRules;
  lastResult: ActionResult | undefined;
}) {
  const { kinds, interview, offer } = rules;
  const [form, fields] = useContractForm<OfferFormFields, unknown>(loadValidator, lastResult);
  const busy = useNavigation().state === 'submitting';
  const rows = fields.slots.getFieldList();
  /** a row's field: Conform's when the form holds the row, else a plain one of the same name */
  const slotField = (index: number, name: 'date' | 'time' | 'minutes') =>
    rows[index]?.getFieldset()[name] ?? plainField(`${form.id}-slot-${index}-${name}`, `slots[${index}].${name}`);

  return (
    <Stack gap="sm" component="section" aria-labelledby="offer-title">
      <Title order={1} size="h2" id="offer-title">
        입사 제안하기
      </Title>
      {recipient}
      {postings.length ? (
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              게재 중인 공고로 이 분께 함께 일하자고 제안합니다. 이 분이 수락하면 고른 이력서로 그 공고에 지원하고,
              적어주신 면접 시간은 면접 제안으로 이어집니다. 하루 {offer.perDay}건까지 보낼 수 있습니다.
            </Text>
            <FormErrors form={form} />
            <PlainSelect
              field={fields.jobInfoId}
              label="제안할 공고"
              required
              options={[
                { value: '', label: '공고를 골라주세요' },
                ...postings.map((posting) => ({ value: String(posting.id), label: posting.title })),
              ]}
            />
            <PlainTextarea
              field={fields.message}
              label="제안 메시지"
              description={`어떤 점을 보고 제안하는지, 근무 조건을 적어주세요. (${offer.message}자 이하)`}
              required
              rows={5}
              maxLength={offer.message}
            />
            <fieldset className="native-field">
              <legend className="native-field-label">면접 시간 (선택, {interview.slots}개까지)</legend>
              <Text size="xs" c="dimmed" mb="xs">
                한국 시간으로 적어주세요. 면접은 {interview.minMinutes}~{interview.maxMinutes}분, 오늘부터{' '}
                {interview.daysAhead}일 안으로 제안할 수 있습니다. 비워둔 줄은 보내지 않습니다.
              </Text>
              <Stack gap="xs">
                {Array.from({ length: interview.slots }, (_, index) => (
                  <div className="offer-slot" key={index}>
                    <PlainTextField field={slotField(index, 'date')} type="date" label={`${index + 1}. 날짜`} />
                    <PlainTextField field={slotField(index, 'time')} type="time" label="시작" />
                    <PlainTextField
                      field={slotField(index, 'minutes')}
                      label="면접 시간 (분)"
                      inputMode="numeric"
                      maxLength={3}
                      placeholder="30"
                    />
                  </div>
                ))}
              </Stack>
            </fieldset>
            <div className="form-grid">
              <PlainSelect
                field={fields.interviewKind}
                label="면접 방식"
                options={Object.entries(kinds).map(([value, label]) => ({ value, label }))}
              />
              <PlainTextField
                field={fields.place}
                label="면접 장소 (방문 면접)"
                description="비워두면 공고의 근무지로 안내합니다."
                maxLength={interview.place}
              />
            </div>
            <PlainTextField
              field={fields.link}
              label="화상 면접 링크"
              placeholder="https://"
              autoCapitalize="none"
              maxLength={interview.link}
            />
            <div>
              <Button type="submit" loading={busy}>
                입사 제안 보내기
              </Button>
            </div>
          </Stack>
        </Form>
      ) : (
        <Text size="sm">
          입사 제안은 게재 중인 공고로 보낼 수 있습니다.{' '}
          <Anchor component={Link} to="/job-info/payment">
            공고 게재하기
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
