import { pino } from 'pino';

export type Logger = pino.Logger;

/**
 * Fields whose values never reach the log, wherever a line carries them: the secrets of mailed
 * links (reset, verification, unsubscribe), sign-in tokens and passwords.
 */
const SECRET_FIELDS = ['token', 'accessToken', 'refreshToken', 'password', 'newPassword'];

/**
 * JSON lines on stdout. Written asynchronously: lines logged in one turn of the event loop leave
 * in one write, rather than a blocking write per request line; pino flushes what is left on exit.
 * Tests pass a `destination` of their own to read the lines.
 */
export function createLogger(
  level: string,
  destination: pino.DestinationStream = pino.destination({ sync: false }),
): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: '[redacted]' },
    },
    destination,
  );
}
