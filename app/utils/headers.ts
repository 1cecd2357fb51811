/**
 * Merges header sets; every Set-Cookie is kept rather than overwritten. Iteration yields each
 * Set-Cookie on its own in both undici's Headers and the web-fetch polyfill the web server installs.
 */
export function combineHeaders(...sets: (HeadersInit | null | undefined)[]): Headers {
  const combined = new Headers();
  for (const set of sets) {
    if (!set) continue;
    new Headers(set).forEach((value, key) => {
      if (key.toLowerCase() === 'set-cookie') combined.append('Set-Cookie', value);
      else combined.set(key, value);
    });
  }
  return combined;
}
