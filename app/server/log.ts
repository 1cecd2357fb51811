import { pino } from 'pino';
import { redactTokens } from '../features/account/token-pages';

/**
 * JSON lines on stdout, like the api's (api/src/logger.ts), and also appended to `copyTo` when
 * given (the e2e tests read the browser errors there). A mailed link's token is redacted from every
 * line as it is written, whichever field (a path, an error's message or stack) carries it.
 */
export function createLogger(copyTo: string | undefined): pino.Logger {
  const stdout = pino.destination({ sync: false });
  const copy = copyTo ? pino.destination({ dest: copyTo, append: true, mkdir: true, sync: false }) : null;
  return pino(
    { base: { service: 'web' }, hooks: { streamWrite: redactTokens } },
    copy ? pino.multistream([{ stream: stdout }, { stream: copy }]) : stdout,
  );
}
