import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Form, Link, useNavigation } from '@remix-run/react';
import { INTERVIEW_KINDS } from '#contracts/interview';
import { koreanTimeLabel } from '#contracts/korea-time';
import { type Offer, OFFER_STATUSES, type OfferStatus } from '#contracts/offer';
import { NativeSelect } from '~/forms/native-select';
import { RowAction } from '~/forms/row-actions';
import { formatDateTime } from '~/utils/format';

/** One of the person's complete resumes, as 수락 offers it. */
export interface OfferResumeChoice {
  id: number;
  title: string;
}

const STATUS_COLORS: Record<OfferStatus, string> = { open: 'blue', accepted: 'teal', declined: 'gray' };

/** The interview times that came with the offer, as Koreans read them, with the kind and place. */
function OfferedTimes({ offer }: { offer: Offer }) {
  if (!offer.slots) return null;
  const where = [offer.interviewKind ? INTERVIEW_KINDS[offer.interviewKind] : null, offer.place]
    .filter(Boolean)
    .join(' · ');
  return (
    <div>
      <Text size="sm" fw={700}>
        제안한 면접 시간{where ? ` (${where})` : ''}
      </Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
        {offer.slots.map((slot) => (
          <Text component="li" size="sm" key={slot.startsAt}>
            {koreanTimeLabel(slot.startsAt, slot.minutes)}
          </Text>
        ))}
      </Stack>
      {offer.link ? (
        <Text size="sm">
          화상 면접 링크: <Anchor href={offer.link}>{offer.link}</Anchor>
        </Text>
      ) : null}
    </div>
  );
}

/** 수락 (with a resume to apply with) and 거절: plain forms, so they work without JavaScript. */
function OfferAnswers({ offer, resumes, chosen }: { offer: Offer; resumes: OfferResumeChoice[]; chosen?: number }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get('id') === String(offer.id) ? navigation.formData.get('intent') : null;
  const selectId = `offer-${offer.id}-resume`;
  return (
    <Stack gap="xs">
      {resumes.length ? (
        <Form method="post">
          <input type="hidden" name="id" value={offer.id} />
          <Stack gap="xs" align="flex-start">
            <NativeSelect
              id={selectId}
              name="resumeId"
              label="지원할 이력서"
              description="수락하면 이 이력서로 공고에 지원합니다. 지원하면 이력서 사본이 연락처와 함께 기업에 제출됩니다."
              data={resumes.map((resume) => ({ value: String(resume.id), label: resume.title }))}
              defaultValue={String(chosen ?? resumes[0]!.id)}
              w="100%"
              maw={420}
            />
            <Button type="submit" name="intent" value="accept" loading={busy === 'accept'}>
              수락하고 지원하기
            </Button>
          </Stack>
        </Form>
      ) : (
        <Text size="sm">
          수락하려면 작성을 마친 이력서가 필요합니다.{' '}
          <Anchor component={Link} to="/resume">
            이력서 관리
          </Anchor>
          에서 이력서를 마저 작성해주세요.
        </Text>
      )}
      <Group gap="xs">
        <RowAction id={offer.id} intent="decline">
          거절하기<span className="visually-hidden"> ({offer.companyName}의 입사 제안)</span>
        </RowAction>
      </Group>
    </Stack>
  );
}

/**
 * A 입사 제안 as the person reads it: who offers which posting, in their words, with the times
 * they proposed; an open one with its answers, an accepted one with the application it made.
 */
export function OfferCard({
  offer,
  resumes,
  chosen,
}: {
  offer: Offer;
  resumes: OfferResumeChoice[];
  /** the resume picked before a refusal, kept */
  chosen?: number;
}) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700} component="h2" fz="md" m={0}>
              {offer.companyName}
            </Text>
            <Anchor component={Link} to={`/info/job-info/${offer.jobInfoId}`} size="sm">
              {offer.jobInfoTitle}
            </Anchor>
          </div>
          <Badge color={STATUS_COLORS[offer.status]} variant="light">
            {OFFER_STATUSES[offer.status]}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {offer.message}
        </Text>
        <OfferedTimes offer={offer} />
        <Text size="xs" c="dimmed">
          {formatDateTime(offer.createdAt)} 받음
          {offer.answeredAt ? ` · ${formatDateTime(offer.answeredAt)} 답함` : ''}
        </Text>
        {offer.status === 'open' ? <OfferAnswers offer={offer} resumes={resumes} chosen={chosen} /> : null}
        {offer.status === 'accepted' && offer.applicationId ? (
          <Anchor component={Link} to={`/resume/apply-job-info/${offer.applicationId}`} size="sm">
            이 제안으로 한 지원 보기
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
