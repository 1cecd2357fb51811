import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { redactTokens } from '../features/account/token-pages';

export const CLIENT_LOG_MAX_BYTES = 8 * 1024;
export const CLIENT_LOG_PER_MINUTE = 20;
const MAX_DETAILS = 12;
const MAX_DETAIL_LENGTH = 2_000;

const clientErrorSchema = z.object({
  level: z.enum(['error', 'warn']),
  code: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
  details: z.record(z.string().regex(/^[A-Za-z]{1,32}$/), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export interface ClientErrorLine {
  level: 'error' | 'warn';
  code: string;
  details: Record<string, string | number | boolean | null>;
  /** the browser's family, the only thing read from the request's headers */
  browser: string;
}

const URL_QUERY = /((?:[a-z][a-z0-9+.-]{0,30}:)?\/[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*/gi;
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}.-]{1,255}\.\p{L}{2,}/gu;
// phone numbers (010-1234-5678, +82 10 1234 5678), resident and card numbers: any long run of digits
const NUMBER = /[+(]?\d(?:[\d\s().-]{6,}\d)/g;

/**
 * What could name a person or open an account, gone: a mailed link's token is redacted, URLs lose
 * their query string and fragment, emails and numbers are masked.
 */
export function scrub(text: string): string {
  return redactTokens(text).replace(URL_QUERY, '$1').replace(EMAIL, '[email]').replace(NUMBER, '[number]');
}

const FAMILIES: [string, RegExp][] = [
  ['KakaoTalk', /KAKAOTALK/i],
  ['Naver', /NAVER\(inapp|Whale\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Edge', /Edg(?:e|A|iOS)?\//],
  ['Opera', /OPR\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Safari\//],
];

/** "Chrome mobile", "Safari": enough to tell browsers apart, too little to tell people apart. */
export function browserFamily(userAgent: string | undefined): string {
  if (!userAgent) return 'unknown';
  const family = FAMILIES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'other';
  return /Mobi|Android/.test(userAgent) ? `${family} mobile` : family;
}

/** A beacon's body as a log line; null when it is not one. */
export function readClientError(body: string, userAgent: string | undefined): ClientErrorLine | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = clientErrorSchema.safeParse(json);
  if (!parsed.success) return null;
  const details = Object.entries(parsed.data.details)
    .slice(0, MAX_DETAILS)
    // cut before scrubbing, so no pattern ever runs over more than MAX_DETAIL_LENGTH characters
    .map(([key, value]): [string, ClientErrorLine['details'][string]] => [
      key,
      typeof value === 'string' ? scrub(value.slice(0, MAX_DETAIL_LENGTH)) : value,
    ]);
  return {
    level: parsed.data.level,
    code: parsed.data.code,
    details: Object.fromEntries(details),
    browser: browserFamily(userAgent),
  };
}

/** At most `limit` a window per key; the table is swept when it grows, and refuses newcomers when full. */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one request of `key`: false once the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (window && now - window.start < this.windowMs) {
      window.count += 1;
      return window.count <= this.limit;
    }
    if (!window && this.windows.size >= this.maxKeys) {
      for (const [other, { start }] of this.windows) if (now - start >= this.windowMs) this.windows.delete(other);
      if (this.windows.size >= this.maxKeys) return false;
    }
    this.windows.set(key, { start: now, count: 1 });
    return true;
  }
}

/**
 * POST /_log: one browser error, one log line. Refused beyond CLIENT_LOG_PER_MINUTE per address
 * (429) and CLIENT_LOG_MAX_BYTES (413); answers nothing a page could use (204).
 */
export function clientErrorLog(log: Logger): RequestHandler[] {
  const limit = new RateLimit(CLIENT_LOG_PER_MINUTE, 60_000);
  return [
    (req, res, next) => (limit.take(req.ip ?? 'unknown') ? next() : res.status(429).end()),
    // sendBeacon sends a string as text/plain
    express.text({ type: () => true, limit: CLIENT_LOG_MAX_BYTES }),
    (req, res) => {
      const line = typeof req.body === 'string' ? readClientError(req.body, req.get('user-agent')) : null;
      if (!line) return res.status(400).end();
      const { level, ...rest } = line;
      log[level]({ type: 'client-error', ...rest }, 'browser error');
      res.status(204).end();
    },
  ];
}
