import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E } from '../../playwright.config';

export interface MailFilter {
  /** one of the recipients, e.g. the demo account's address */
  to?: string;
  /** contained in the subject, or matching it */
  subject?: string | RegExp;
  /** contained in the plain text, or matching it */
  text?: string | RegExp;
  /** received at or after this instant (take it before the action that sends the mail) */
  after?: Date;
}

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  to: string[];
  /** every http(s) link of the text and the HTML, in order, once each */
  links: string[];
  messageId: string;
  /** the List-Unsubscribe header, when the mail has one */
  listUnsubscribe: string | null;
  receivedAt: Date;
}

const parsed = new Map<string, ReceivedMail>();

async function read(name: string): Promise<ReceivedMail> {
  const known = parsed.get(name);
  if (known) return known;
  const mail = await simpleParser(fs.readFileSync(path.join(E2E.mailDir, name)));
  const to = [mail.to ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''));
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const received: ReceivedMail = {
    subject: mail.subject ?? '',
    text,
    html,
    to,
    links: [...new Set([...(text.match(/https?:\/\/[^\s<>"]+/g) ?? []), ...hrefs])],
    messageId: mail.messageId ?? '',
    listUnsubscribe:
      mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/^[^:]*:\s*/, '') ?? null,
    receivedAt: new Date(Number(name.split('-')[0])),
  };
  parsed.set(name, received);
  return received;
}

const matches = (value: string, wanted: string | RegExp | undefined) =>
  wanted === undefined || (typeof wanted === 'string' ? value.includes(wanted) : wanted.test(value));

/** The mails received so far that pass `filter`, oldest first. */
export async function mailsMatching(filter: MailFilter): Promise<ReceivedMail[]> {
  const names = fs.existsSync(E2E.mailDir) ? fs.readdirSync(E2E.mailDir).filter((n) => n.endsWith('.eml')) : [];
  names.sort();
  const mails = await Promise.all(names.map(read));
  return mails.filter(
    (mail) =>
      (!filter.to || mail.to.some((address) => address.toLowerCase() === filter.to!.toLowerCase())) &&
      matches(mail.subject, filter.subject) &&
      matches(mail.text, filter.text) &&
      (!filter.after || mail.receivedAt >= filter.after),
  );
}

/**
 * Waits for a mail the api sent to the e2e mailbox (the api's sender passes every few seconds)
 * and returns the newest that passes `filter`.
 */
export async function waitForMail(filter: MailFilter, timeout = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsMatching(filter)).at(-1);
        return found !== undefined;
      },
      {
        message: `a mail ${JSON.stringify(filter, (_, v: unknown) => (v instanceof RegExp ? String(v) : v))}`,
        timeout,
      },
    )
    .toBe(true);
  return found!;
}
