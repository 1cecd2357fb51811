import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * JSON lines on stdout. Written asynchronously: lines logged in one turn of the event loop leave
 * in one write, rather than a blocking write per request line; pino flushes what is left on exit.
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'api' } }, pino.destination({ sync: false }));
}
