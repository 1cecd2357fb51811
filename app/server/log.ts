import { pino } from 'pino';

/**
 * JSON lines on stdout, like the api's (api/src/logger.ts), and also appended to `copyTo` when
 * given (the e2e tests read the browser errors there).
 */
export function createLogger(copyTo: string | undefined): pino.Logger {
  const stdout = pino.destination({ sync: false });
  const copy = copyTo ? pino.destination({ dest: copyTo, append: true, mkdir: true, sync: false }) : null;
  return pino({ base: { service: 'web' } }, copy ? pino.multistream([{ stream: stdout }, { stream: copy }]) : stdout);
}
