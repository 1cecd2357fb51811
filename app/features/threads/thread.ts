import type { Thread, ThreadMessage } from '#contracts/thread';
import type { ActionResult } from '~/forms/action-result';

/** Whose page the thread is on: the company's applicant page or the seeker's application page. */
export type ThreadSide = 'company' | 'applicant';

/** The application's own page on each side, and the thread's route beside it (its page, its polling, its posts). */
export const applicationPath = (side: ThreadSide, id: string | number) =>
  side === 'company' ? `/job-info/apply-resume/${id}` : `/resume/apply-job-info/${id}`;
export const threadPath = (side: ThreadSide, id: string | number) => `${applicationPath(side, id)}/messages`;

/** The hidden field a form sends only once JavaScript runs it as a fetcher: then the answer is data, not a redirect. */
export const FETCHED_FIELD = 'fetched';

/**
 * What the thread's action answers a form that stays on the page: the Conform reply of the form it
 * names (the send form keeps the text it refused), and the message it sent.
 */
export interface ThreadActionData {
  intent: 'post' | 'report' | 'read';
  result?: ActionResult;
  message?: ThreadMessage;
  thread?: Thread;
}

/** Messages known so far with `incoming` laid over them: a message seen again takes its newer state (읽음). */
export function mergeMessages(current: ThreadMessage[], incoming: ThreadMessage[]): ThreadMessage[] {
  if (!incoming.length) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * From where the poll asks for messages: after the last one, unless one of mine is not 읽음 yet,
 * then from just before the oldest such one, so its 읽음 shows once the other side reads it.
 * Undefined: the latest page.
 */
export function pollAfter(messages: ThreadMessage[]): number | undefined {
  const unreadMine = messages.findIndex((message) => message.mine && !message.read);
  if (unreadMine === -1) return messages.at(-1)?.id;
  return unreadMine > 0 ? messages[unreadMine - 1]!.id : undefined;
}

/** Whether a poll brought a message from the other side that was not on the page. */
export function hasNewFromThem(current: ThreadMessage[], incoming: ThreadMessage[]): boolean {
  const known = new Set(current.map((message) => message.id));
  return incoming.some((message) => !message.mine && !known.has(message.id));
}
