/**
 * Stands for this site where a target names no origin: a target without a scheme or a host resolves
 * to the same path against any origin, and one that names them must name `site` to be ours.
 */
const THIS_SITE = 'https://this-site.invalid';

/**
 * What no address of ours holds, and what browsers skip or read as a slash: control characters
 * (`new URL` drops a tab or a newline inside `/\t/evil.example`, leaving `//evil.example`),
 * whitespace of any script, and the backslash.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{White_Space}\\]/u;

/** Double or triple encoding is the usual dress of a hostile target; more layers are refused. */
const MAX_DECODINGS = 3;

/**
 * `text` with its percent-encoding undone until nothing changes, or null when layers remain after
 * MAX_DECODINGS or a `%` starts no escape (`/%2F%2Fevil%zz` would else hide its slashes).
 */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round <= MAX_DECODINGS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * The one judge of every internal redirect (`redirectTo`, the Referer, an 알림's link): the path,
 * query and fragment of `to` when it leads to a page of this site, else `fallback`. `to` is resolved
 * against the site with `new URL`, as a browser resolves a Location, and refused when its origin is
 * another, when its path starts with `//` once resolved (a protocol-relative address), or when it
 * holds a control character, whitespace or a backslash, typed or percent-encoded in its path
 * (`/%2F/evil`, `%2F%09%2Fevil.example`). Its query and fragment may carry an encoded space, as a
 * search term does: they cannot change where the browser goes. `site` is the site's origin, needed
 * only for an absolute `to` such as a Referer.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = '/',
  site: string = THIS_SITE,
): string {
  if (typeof to !== 'string' || to === '' || UNSAFE_CHARACTER.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, site);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(site).origin) return fallback;
  const path = fullyDecoded(url.pathname);
  if (path === null || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path and query of `request`, to come back to after signing in. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The login page, and back to `redirectTo` afterwards when that is a page of ours worth returning to. */
export function loginPath(redirectTo: string): string {
  const to = safeRedirect(redirectTo);
  return to === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(to)}`;
}

/** Where to go after signing in: a same-site page, never back to a sign-in or sign-up page. */
export function signInDestination(value: FormDataEntryValue | string | null | undefined): string {
  const to = safeRedirect(value);
  return /^\/(login|register|logout|auth)(\/|\?|$)/.test(to) ? '/' : to;
}
