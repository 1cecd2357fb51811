import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { ContractLink, replyTo, type ShiftWithContract, TrialShiftCard } from './trial-shift-card';
import { CancelShiftForm, ContractDetails, ShiftButton, SignForm } from './trial-shift-forms';
import { hasEnded, isCancellable } from './trial-shift-labels';
import { MorePanel } from '~/features/interviews/interview-forms';
import { useActionResult } from '~/forms/use-action-result';

/**
 * 유급 체험 근무 on the seeker's application page: every shift, newest first; a proposal with 수락 and
 * 거절, then the contract to sign, to download, and the shift to confirm. `now` is the loader's clock.
 */
export function SeekerTrialShifts({ trialShifts, now }: { trialShifts: ShiftWithContract[]; now: number }) {
  if (!trialShifts.length) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="trial-shifts-title">
      <Title order={2} size="h4" id="trial-shifts-title">
        유급 체험 근무
      </Title>
      {[...trialShifts].reverse().map((shift) => (
        <TrialShiftCard key={shift.id} shift={shift}>
          <SeekerMoves shift={shift} now={now} />
        </TrialShiftCard>
      ))}
    </Stack>
  );
}

function SeekerMoves({ shift, now }: { shift: ShiftWithContract; now: number }) {
  const cancel = isCancellable(shift, now) ? <CancelShiftForm shift={shift} other="기업" /> : null;
  if (shift.status === 'proposed') return <ProposalAnswers shift={shift} />;
  if (shift.status === 'accepted') {
    return (
      <Stack gap="xs" mt="xs">
        {shift.seekerSignature ? (
          <Text size="sm">기업의 서명을 기다리고 있어요. 서명이 끝나면 계약서를 내려받을 수 있습니다.</Text>
        ) : (
          <SignForm shift={shift} side="seeker" />
        )}
        {cancel}
      </Stack>
    );
  }
  if (shift.status === 'signed' || shift.status === 'completed') {
    const confirmable = shift.status === 'signed' && hasEnded(shift, now) && !shift.seekerConfirmedAt;
    return (
      <Stack gap="xs" mt="xs">
        <ContractLink shift={shift} />
        <ContractDetails shift={shift} />
        {confirmable ? (
          <ShiftButton intent="trial-confirm" shift={shift} color="teal">
            체험 근무를 마쳤음을 확인
          </ShiftButton>
        ) : null}
        {cancel}
      </Stack>
    );
  }
  return null;
}

/** 수락 draws up the contract (signed next); 거절 sits behind a second step. */
function ProposalAnswers({ shift }: { shift: ShiftWithContract }) {
  const declineRefused = Boolean(replyTo(useActionResult(), 'trial-decline', shift.id));
  return (
    <Stack gap="sm" mt="xs">
      <Text size="sm">
        수락하면 위 조건으로 근로계약서(단시간근로자 표준근로계약서)가 만들어집니다. 양측이 서명하면 계약이 성립하고
        계약서를 PDF로 받습니다.
      </Text>
      <ShiftButton intent="trial-accept" shift={shift}>
        체험 근무 수락
      </ShiftButton>
      <MorePanel summary="체험 근무 거절" open={declineRefused}>
        <Text size="sm">기업에 바로 알립니다. 거절해도 이 지원은 그대로 남습니다.</Text>
        <ShiftButton intent="trial-decline" shift={shift} color="red" variant="light">
          체험 근무 거절하기
        </ShiftButton>
      </MorePanel>
    </Stack>
  );
}
