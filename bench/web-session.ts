/**
 * A web session of a demo member, as a browser gets it: the login form posted with its Origin.
 */
import { DEMO_ACCOUNTS } from '../api/src/db/seed';

/** The `__session=…` cookie of the demo account with this role (bench/fill.ts seeds them). */
export async function memberCookie(webUrl: string, role: 'normal' | 'company' = 'normal'): Promise<string> {
  const { userId, password } = DEMO_ACCOUNTS.find((account) => account.role === role)!;
  const response = await fetch(`${webUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webUrl },
    body: new URLSearchParams({ userId, password, redirectTo: '/' }),
  });
  await response.arrayBuffer();
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('__session='));
  if (!session)
    throw new Error(`signing in as ${userId} through the web answered ${response.status} without a session`);
  return session;
}
