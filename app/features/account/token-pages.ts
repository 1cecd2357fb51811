/**
 * The mailed links whose address is their secret: a password reset, an e-mail verification, an
 * unsubscribe, an interview's 참석 확인 (routes account.reset-password.$token,
 * account.verify-email.$token, unsubscribe.$token, interviews.attend.$token), and the api's
 * addresses that carry the same tokens (GET /reset-password/:token, GET /unsubscribe?token=,
 * GET /interviews/attend/:token).
 * Whoever reads a log or runs a third-party script must not be able to open them. A slash may be
 * written %2F, as in a `redirectTo` that names the page.
 */
const TOKEN_SEGMENT =
  /((?:\/|%2F)(?:account(?:\/|%2F))?(?:reset-password|verify-email)(?:\/|%2F)|(?:\/|%2F)unsubscribe(?:\/|%2F)|(?:\/|%2F)interviews(?:\/|%2F)attend(?:\/|%2F))[^/?#&%:\s"'`<>\\]+/gi;
const TOKEN_PARAMETER = /([?&]token=)[^&#\s"'`<>\\]+/gi;

const REDACTED = '[token]';

/** `text` (a path, a URL, a log line) with every token of a mailed link replaced by `[token]`. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(TOKEN_PARAMETER, `$1${REDACTED}`);
}

/** Whether `pathname` is the page of a mailed link, where analytics and the chat widget do not load. */
export function isTokenPage(pathname: string): boolean {
  return /^\/(?:account\/reset-password|account\/verify-email|unsubscribe|interviews\/attend)\/[^/]+\/?$/.test(
    pathname,
  );
}
