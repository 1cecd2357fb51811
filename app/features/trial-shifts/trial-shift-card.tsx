import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import type { ReactNode } from 'react';
import { type TrialContract, trialContractArticles, type TrialShift } from '#contracts/trial-shift';
import {
  contractPath,
  hoursLabel,
  shiftTimes,
  TRIAL_SHIFT_STATUS_COLORS,
  trialShiftStatusLabel,
} from './trial-shift-labels';
import type { ActionResult } from '~/forms/action-result';
import { formatDateTime, formatWon } from '~/utils/format';

/** A shift as the application pages and the seeker's list have it: its contract once accepted. */
export type ShiftWithContract = TrialShift & { contract: TrialContract | null };

/** Who is looking: the company that proposed it, or the seeker it was proposed to. */
export type TrialShiftSide = 'company' | 'seeker';

/** The reply of the action when it answered this shift's form (`intent`), else nothing. */
export function replyTo(reply: ActionResult | undefined, intent: string, shiftId?: number) {
  const sent = reply?.initialValue;
  if (!sent || sent.intent !== intent) return undefined;
  return shiftId === undefined || sent.trialShiftId === String(shiftId) ? reply : undefined;
}

/** Whether the action's reply answers one of the trial shift forms (which say their refusals in place). */
export function isTrialShiftReply(reply: ActionResult | undefined): boolean {
  const intent = reply?.initialValue?.intent;
  return typeof intent === 'string' && intent.startsWith('trial-');
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={700} size="sm">
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

const signedLine = (signature: TrialShift['companySignature']) =>
  signature ? `${signature.name} (${formatDateTime(signature.signedAt)})` : '아직 서명하지 않았습니다';

/**
 * One trial shift as both sides read it: its state, when and where, the pay, what to bring, the
 * signatures and confirmations; `children` are the forms the viewer may use on it.
 */
export function TrialShiftCard({ shift, children }: { shift: TrialShift; children?: ReactNode }) {
  const drawnUp = shift.status === 'accepted' || shift.status === 'signed' || shift.status === 'completed';
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`체험 근무 ${trialShiftStatusLabel(shift)}`}>
      <Stack gap={6}>
        <Group gap={6}>
          <Badge color={TRIAL_SHIFT_STATUS_COLORS[shift.status]} variant="filled">
            {trialShiftStatusLabel(shift)}
          </Badge>
          <Text size="sm" fw={600}>
            유급 체험 근무
          </Text>
          <Text size="xs" c="dimmed">
            제안 {formatDateTime(shift.createdAt)}
          </Text>
        </Group>
        <Line label="근무 일시">{shiftTimes(shift)}</Line>
        <Line label="휴게시간">
          {shift.breakMinutes}분 · 실근로 {hoursLabel(shift.workMinutes)}
        </Line>
        <Line label="근무 장소">{shift.place}</Line>
        <Line label="시급">
          {formatWon(shift.hourlyWage)} · 받을 금액 {formatWon(shift.payDue)}
        </Line>
        {shift.note ? <Line label="준비물·복장">{shift.note}</Line> : null}
        {shift.cancelReason ? (
          <Line label={shift.cancelledBy === 'company' ? '기업이 알린 취소 이유' : '지원자가 알린 취소 이유'}>
            {shift.cancelReason}
          </Line>
        ) : null}
        {drawnUp ? (
          <>
            <Line label="기업 서명">{signedLine(shift.companySignature)}</Line>
            <Line label="지원자 서명">{signedLine(shift.seekerSignature)}</Line>
          </>
        ) : null}
        {shift.companyConfirmedAt ? (
          <Text size="sm" c="teal" fw={600}>
            기업이 근무를 확인했어요 ({formatDateTime(shift.companyConfirmedAt)})
          </Text>
        ) : null}
        {shift.seekerConfirmedAt ? (
          <Text size="sm" c="teal" fw={600}>
            지원자가 근무를 확인했어요 ({formatDateTime(shift.seekerConfirmedAt)})
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** The 근로계약서 as it is signed: the standard form's articles in the words the PDF holds. */
export function ContractText({ contract }: { contract: TrialContract }) {
  return (
    <Paper withBorder p="sm" radius="sm" bg="gray.0" component="section" aria-label="근로계약서">
      <Text fw={700} ta="center" mb={4}>
        근로계약서 (단시간근로자)
      </Text>
      <dl className="trial-contract">
        {trialContractArticles(contract).map((article) => (
          <div key={article.title}>
            <dt>{article.title}</dt>
            <dd>{article.text}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** 계약서 PDF 내려받기 once both signed: a plain download, with or without JavaScript. */
export function ContractLink({ shift }: { shift: TrialShift }) {
  return (
    <Anchor href={contractPath(shift)} download={`근로계약서-${shift.id}.pdf`} size="sm" fw={600}>
      계약서 PDF 내려받기
    </Anchor>
  );
}
