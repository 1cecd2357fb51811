import { describe, expect, it } from 'vitest';
import type { ThreadMessage } from '#contracts/thread';
import { hasNewFromThem, mergeMessages, pollAfter } from '../../app/features/threads/thread';

const message = (id: number, mine: boolean, read = false): ThreadMessage => ({
  id,
  from: mine ? 'company' : 'applicant',
  mine,
  body: `메시지 ${id}`,
  createdAt: '2026-03-02T01:00:00.000Z',
  read,
});

describe('the thread panel merging what it polls', () => {
  it('appends new messages in order and takes the newer state of one it already shows (읽음)', () => {
    const shown = [message(3, true), message(5, false)];
    const merged = mergeMessages(shown, [message(3, true, true), message(8, false), message(7, true)]);
    expect(merged.map((m) => [m.id, m.read])).toEqual([
      [3, true],
      [5, false],
      [7, false],
      [8, false],
    ]);
  });

  it('asks after the last message, or from just before the oldest of mine not yet 읽음', () => {
    expect(pollAfter([])).toBeUndefined();
    expect(pollAfter([message(3, true, true), message(5, false)])).toBe(5);
    expect(pollAfter([message(3, false), message(5, true), message(9, true)])).toBe(3);
    // the first one shown is mine and unread: the latest page tells its 읽음
    expect(pollAfter([message(5, true), message(9, false)])).toBeUndefined();
  });

  it('marks read only for a message from the other side that was not shown yet', () => {
    const shown = [message(3, true), message(5, false)];
    expect(hasNewFromThem(shown, [message(5, false), message(6, true)])).toBe(false);
    expect(hasNewFromThem(shown, [message(7, false)])).toBe(true);
  });
});
