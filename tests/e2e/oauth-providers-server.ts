import { E2E } from '../../playwright.config';
import { startFakeProvider } from '../fakes/oauth-providers';

/**
 * Global setup of the e2e run: 카카오 and 네이버 as real OAuth 2.0 servers on loopback
 * (tests/fakes/oauth-providers.ts), on this checkout's own ports, where the web (*_AUTH_BASE) and
 * the api (*_API_BASE) reach them. The returned function is the teardown.
 */
export default async function startOAuthProviders() {
  const providers = await Promise.all([
    startFakeProvider('kakao', E2E.kakaoPort),
    startFakeProvider('naver', E2E.naverPort),
  ]);
  return async () => {
    await Promise.all(providers.map((provider) => provider.stop()));
  };
}
