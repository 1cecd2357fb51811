import type { Clock } from '../clock';

/** What an outbox (mail, push) says about its rows, for `deliverClaimed` to drain them. */
export interface ClaimedBatches<Row extends { claimed_until: string | null }> {
  clock: Clock;
  /** rows claimed in one go; a shorter batch means nothing more is due */
  batch: number;
  /** batches in one pass, so a pass ends and the scheduler's other work gets its turn */
  maxBatches: number;
  /** the time one delivery may take: a row whose claim runs out sooner is given back, not sent */
  sendMs: number;
  claim(): Promise<Row[]>;
  release(rows: Row[]): Promise<void>;
  deliver(row: Row): Promise<void>;
  /** set by the outbox's stop(): the row in hand finishes, the rest of the batch goes back */
  stopping(): boolean;
}

/**
 * One pass of an outbox: claims batches of due rows and delivers them one by one, giving back what
 * is left when the process stops or a claim would run out mid-delivery (another process then
 * takes it, and nothing is sent twice).
 */
export async function deliverClaimed<Row extends { claimed_until: string | null }>(
  outbox: ClaimedBatches<Row>,
): Promise<void> {
  for (let batch = 0; batch < outbox.maxBatches && !outbox.stopping(); batch += 1) {
    const rows = await outbox.claim();
    for (const [index, row] of rows.entries()) {
      const claimLeft = Date.parse(row.claimed_until!) - outbox.clock.now().getTime();
      if (outbox.stopping() || claimLeft < outbox.sendMs) {
        await outbox.release(rows.slice(index));
        return;
      }
      await outbox.deliver(row);
    }
    if (rows.length < outbox.batch) break;
  }
}
