import { getFormProps } from '@conform-to/react';
import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Form, Link, useFetcher, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { type Thread, THREAD_LIMITS } from '#contracts/thread';
import { FormErrors, useContractForm } from '~/forms/contract-form';
import { TextareaField } from '~/forms/form-controls';
import { formatDateTime } from '~/utils/format';
import { useHydrated } from '~/utils/use-hydrated';
import {
  FETCHED_FIELD,
  hasNewFromThem,
  mergeMessages,
  pollAfter,
  type ThreadActionData,
  type ThreadSide,
} from './thread';
import classes from './thread-panel.module.css';

/** How often an open page asks for new messages (only while the tab is visible). */
export const POLL_MS = 10_000;

const loadMessageCheck = () => import('./thread.schema').then((module) => module.validateThreadMessage);
const loadReportCheck = () => import('./thread.schema').then((module) => module.validateThreadReport);

const TITLES: Record<ThreadSide, string> = { company: '지원자와 대화', applicant: '회사와 대화' };
const OTHER: Record<ThreadSide, string> = { company: '지원자', applicant: '회사' };

/**
 * 지원 대화 on an application's page. Without JavaScript its forms post to the thread's route, which
 * comes back here with a toast (or shows its own page with a refusal and the text as typed). With
 * it, a message is sent and shown in place, and the thread is asked every 10 s for what came since
 * (`poll`, never the application page, whose GET marks 열람); what the other side wrote is marked
 * read as it appears. `result` is the thread route's answer when this is that route's own page.
 */
export function ThreadPanel({
  thread,
  action,
  poll,
  side,
  result,
  titleOrder = 2,
}: {
  thread: Thread;
  /** the thread route the forms post to */
  action: string;
  /** where to ask for new messages; none on a page of older ones */
  poll?: string;
  side: ThreadSide;
  result?: ThreadActionData;
  /** the title's heading level: the page's own heading on the thread's page, a section's on the application's */
  titleOrder?: 1 | 2;
}) {
  const hydrated = useHydrated();
  const sender = useFetcher<ThreadActionData>();
  const poller = useFetcher<{ thread: Thread }>();
  const reader = useFetcher<ThreadActionData>();
  const [messages, setMessages] = useState(thread.messages);
  // the timer and the answers' effects read what the latest render showed, and its fetchers
  const shown = useRef(messages);
  const fetchers = useRef({ poller, reader });
  useEffect(() => {
    shown.current = messages;
    fetchers.current = { poller, reader };
  });

  useEffect(() => setMessages((current) => mergeMessages(current, thread.messages)), [thread.messages]);
  useEffect(() => {
    const sent = sender.data?.message;
    if (sent) setMessages((current) => mergeMessages(current, [sent]));
  }, [sender.data]);

  useEffect(() => {
    if (!poll) return;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      const after = pollAfter(shown.current);
      fetchers.current.poller.load(after ? `${poll}?after=${after}` : poll);
    };
    const timer = window.setInterval(ask, POLL_MS);
    document.addEventListener('visibilitychange', ask);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [poll]);
  useEffect(() => {
    const incoming = poller.data?.thread.messages;
    if (!incoming) return;
    if (hasNewFromThem(shown.current, incoming)) {
      fetchers.current.reader.submit({ intent: 'read', [FETCHED_FIELD]: '1' }, { method: 'post', action });
    }
    setMessages((current) => mergeMessages(current, incoming));
  }, [poller.data, action]);

  const sendResult = sender.data?.result ?? (result?.intent === 'post' ? result.result : undefined);
  const [form, fields] = useContractForm(loadMessageCheck, sendResult);
  const reportResult = result?.intent === 'report' ? result.result : undefined;
  const [reportForm, reportFields] = useContractForm(loadReportCheck, reportResult);
  const navigation = useNavigation();
  const reporting = navigation.formAction === action && navigation.formData?.get('intent') === 'report';
  const length = (fields.body.value ?? '').length;
  const first = messages[0];
  const back = <input type="hidden" name="back" value={useLocation().pathname} />;

  return (
    <Stack component="section" id="thread" aria-labelledby="thread-title" gap="sm" my="md">
      <Title order={titleOrder} size="h3" id="thread-title">
        {TITLES[side]}
      </Title>
      {thread.reported ? (
        <Text size="sm" c="dimmed">
          신고된 대화입니다. 운영자가 이 대화와 신고 내용을 확인할 수 있습니다.
        </Text>
      ) : null}
      {thread.hasOlder && first ? (
        <Anchor component={Link} to={`${action}?before=${first.id}`} size="sm">
          이전 메시지 더 보기
        </Anchor>
      ) : null}
      {messages.length ? (
        <div className={classes.scroller}>
          <ol className={classes.messages} aria-label="주고받은 메시지">
            {messages.map((message) => (
              <li key={message.id} className={`${classes.message} ${message.mine ? classes.mine : ''}`}>
                <span className="visually-hidden">{message.mine ? '나' : OTHER[side]}: </span>
                <p className={classes.bubble}>{message.body}</p>
                <span className={classes.meta}>
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                  {message.mine && message.read ? ' · 읽음' : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          아직 주고받은 메시지가 없습니다. {OTHER[side]}에게 궁금한 점을 물어보세요.
        </Text>
      )}

      {thread.open ? (
        <sender.Form method="post" action={action} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="post" />
          {back}
          {hydrated ? <input type="hidden" name={FETCHED_FIELD} value="1" /> : null}
          <Stack gap={6}>
            <FormErrors form={form} />
            <TextareaField
              field={fields.body}
              label="메시지"
              rows={3}
              w="100%"
              description={`${OTHER[side]}에게 바로 알림이 갑니다.`}
            />
            <Group justify="space-between" wrap="nowrap">
              <Text size="xs" c={length > THREAD_LIMITS.body ? 'red' : 'dimmed'} aria-live="polite">
                {hydrated ? `${length}/${THREAD_LIMITS.body}자` : `${THREAD_LIMITS.body}자까지`}
              </Text>
              <Button type="submit" loading={sender.state === 'submitting'}>
                보내기
              </Button>
            </Group>
          </Stack>
        </sender.Form>
      ) : (
        <Alert color="gray" variant="light">
          지원이 취소되었거나 보관 기간이 지나 더 이상 메시지를 보낼 수 없습니다.
        </Alert>
      )}

      {thread.reported && !reportResult ? null : (
        <details className={classes.report} open={Boolean(reportResult)}>
          <summary>이 대화 신고하기</summary>
          <Form method="post" action={action} {...getFormProps(reportForm)}>
            <input type="hidden" name="intent" value="report" />
            {back}
            <Stack gap="sm" mt="sm">
              <Text size="sm" c="dimmed">
                욕설, 사기, 개인정보 요구처럼 부적절한 대화를 알려주세요. 신고하면 운영자가 이 대화를 읽고 조치합니다.
              </Text>
              <FormErrors form={reportForm} />
              <TextareaField field={reportFields.reason} label="신고 이유" rows={2} w="100%" />
              <div>
                <Button type="submit" color="red" variant="light" loading={reporting}>
                  신고하기
                </Button>
              </div>
            </Stack>
          </Form>
        </details>
      )}
    </Stack>
  );
}
