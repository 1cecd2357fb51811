import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import type { ReactNode } from 'react';
import { DECLINE_REASONS, type DeclineReason, type Interview } from '#contracts/interview';
import { INTERVIEW_STATUS_COLORS, interviewKindLabel, interviewStatusLabel, interviewTimes } from './interview-labels';
import type { ActionResult } from '~/forms/action-result';
import { formatDateTime } from '~/utils/format';

/** The reply of the action when it answered this interview's form (`intent`), else nothing. */
export function replyTo(reply: ActionResult | undefined, intent: string, interviewId?: number) {
  const sent = reply?.initialValue;
  if (!sent || sent.intent !== intent) return undefined;
  return interviewId === undefined || sent.interviewId === String(interviewId) ? reply : undefined;
}

/** Where the .ics of a confirmed interview downloads (the web's resource route, signed in). */
export const calendarPath = (interview: Interview) => `/interviews/${interview.id}/calendar.ics`;

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

const declineWords = (reason: string) => DECLINE_REASONS[reason as DeclineReason] ?? reason;

/**
 * One interview as both sides read it: kind, status, the time (or the candidate times), where,
 * what to bring, the words exchanged; `children` are the forms the viewer may use on it.
 */
export function InterviewCard({ interview, children }: { interview: Interview; children?: ReactNode }) {
  const times = interviewTimes(interview);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`면접 ${interviewStatusLabel(interview)}`}>
      <Stack gap={6}>
        <Group gap={6}>
          <Badge color={INTERVIEW_STATUS_COLORS[interview.status]} variant="filled">
            {interviewStatusLabel(interview)}
          </Badge>
          <Text size="sm" fw={600}>
            {interviewKindLabel(interview)}
          </Text>
          <Text size="xs" c="dimmed">
            제안 {formatDateTime(interview.createdAt)}
          </Text>
        </Group>
        {interview.startsAt ? (
          <Line label="면접 시간">{times[0]}</Line>
        ) : (
          <div>
            <Text size="sm" fw={700}>
              제안된 시간
            </Text>
            <Stack component="ul" gap={2} m={0} pl="md">
              {times.map((time) => (
                <Text component="li" size="sm" key={time}>
                  {time}
                </Text>
              ))}
            </Stack>
          </div>
        )}
        {interview.place ? <Line label="장소">{interview.place}</Line> : null}
        {interview.link ? (
          <Line label="접속 링크">
            <Anchor href={interview.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
              {interview.link}
            </Anchor>
          </Line>
        ) : null}
        {interview.bring ? <Line label="준비물">{interview.bring}</Line> : null}
        {interview.note ? <Line label="기업 메시지">{interview.note}</Line> : null}
        {interview.answerMessage ? (
          <Line label={interview.status === 'declined' ? '거절하며 남긴 말' : '지원자가 요청한 다른 시간'}>
            {interview.answerMessage}
          </Line>
        ) : null}
        {interview.declineReason ? <Line label="거절 이유">{declineWords(interview.declineReason)}</Line> : null}
        {interview.cancelReason ? (
          <Line label={interview.cancelledBy === 'company' ? '기업이 알린 이유' : '지원자가 알린 이유'}>
            {interview.cancelReason}
          </Line>
        ) : null}
        {interview.attendanceConfirmedAt ? (
          <Text size="sm" c="teal" fw={600}>
            지원자가 참석을 확인했어요 ({formatDateTime(interview.attendanceConfirmedAt)})
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** The 캘린더에 추가 link of a confirmed interview: a plain download, with or without JavaScript. */
export function CalendarLink({ interview }: { interview: Interview }) {
  return (
    <Anchor href={calendarPath(interview)} download={`interview-${interview.id}.ics`} size="sm" fw={600}>
      캘린더에 추가 (.ics)
    </Anchor>
  );
}

/** Whether the action's reply answers one of the interview forms (which say their refusals in place). */
export function isInterviewReply(reply: ActionResult | undefined): boolean {
  const intent = reply?.initialValue?.intent;
  return typeof intent === 'string' && intent.startsWith('interview-');
}
