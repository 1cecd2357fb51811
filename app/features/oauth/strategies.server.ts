import { generateState, OAuth2Tokens } from 'arctic';
import { Authenticator } from 'remix-auth';
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy, UnexpectedResponseError } from 'remix-auth-oauth2';
import type { OAuthProvider } from '#contracts/oauth';
import { absoluteUrl, cookieSecure, type ProviderApp, providerApps } from '~/utils/env.server';

/**
 * 카카오 and 네이버 sign-in as remix-auth strategies: the authorization code flow, `state` always
 * (kept with the PKCE verifier in a short cookie of the strategy's own), PKCE S256 where the
 * provider supports it. What a strategy yields is the provider's access token, which the web hands
 * to the api: the api asks the provider itself who the person is.
 */
export interface ProviderToken {
  provider: OAuthProvider;
  accessToken: string;
}

/** Where the provider sends the person back: registered with the provider as the redirect URI. */
export const callbackUrl = (provider: OAuthProvider) => absoluteUrl(`/auth/${provider}/callback`);

/** The state cookie's name prefix (the strategy adds `:{uuid}` per flow, so two tabs keep their own). */
export const stateCookieName = (provider: OAuthProvider) => `oauth_${provider}`;

/** Only the provider's callback reads it, for the few minutes a consent takes. */
export const stateCookiePath = (provider: OAuthProvider) => `/auth/${provider}`;

const STATE_MAX_AGE_SECONDS = 600;

function strategyOptions(provider: OAuthProvider, app: ProviderApp) {
  return {
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    redirectURI: callbackUrl(provider),
    cookie: {
      name: stateCookieName(provider),
      httpOnly: true as const,
      sameSite: 'Lax' as const,
      ...(cookieSecure ? { secure: true as const } : {}),
      path: stateCookiePath(provider),
      maxAge: STATE_MAX_AGE_SECONDS,
    },
  };
}

/**
 * A token endpoint's answer. Both providers want the client's id and secret in the form body (not
 * HTTP Basic, arctic's default); 네이버 answers its errors with status 200 and an `error` field.
 */
async function requestTokens(endpoint: string, body: Record<string, string>): Promise<OAuth2Tokens> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(body),
    signal: AbortSignal.timeout(10_000),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (data && typeof data.error === 'string') {
    const description = typeof data.error_description === 'string' ? data.error_description : null;
    throw new OAuth2RequestError(data.error, description, null, null);
  }
  if (!response.ok || !data || typeof data.access_token !== 'string')
    throw new UnexpectedResponseError(response.status);
  return new OAuth2Tokens(data);
}

/**
 * The provider refused the flow's answer (a spent, expired or forged code, a state it does not
 * know): its OAuth error, or any other 4xx of its token endpoint. Not a provider that is down.
 */
export function providerRefused(error: unknown): boolean {
  return (
    error instanceof OAuth2RequestError ||
    (error instanceof UnexpectedResponseError && error.status >= 400 && error.status < 500)
  );
}

/** 카카오 Login (developers.kakao.com/docs/latest/ko/kakaologin/rest-api): PKCE S256 and state. */
class KakaoStrategy extends OAuth2Strategy<ProviderToken> {
  override name = 'kakao';

  constructor(private readonly app: ProviderApp) {
    super(
      {
        ...strategyOptions('kakao', app),
        authorizationEndpoint: `${app.authBase}/oauth/authorize`,
        tokenEndpoint: `${app.authBase}/oauth/token`,
        codeChallengeMethod: CodeChallengeMethod.S256,
        // 동의항목: the e-mail (with is_email_verified) and the nickname; 이름 and 전화번호 need a 비즈 앱
        scopes: ['account_email', 'profile_nickname'],
      },
      async ({ tokens }) => ({ provider: 'kakao', accessToken: tokens.accessToken() }),
    );
  }

  protected override validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    return requestTokens(`${this.app.authBase}/oauth/token`, {
      grant_type: 'authorization_code',
      client_id: this.app.clientId,
      client_secret: this.app.clientSecret,
      redirect_uri: callbackUrl('kakao'),
      code,
      code_verifier: codeVerifier,
    });
  }
}

/**
 * 네이버 로그인 (developers.naver.com/docs/login/api): `state` only, its documentation lists no
 * code_challenge. The token request repeats the state, so the strategy's cookie keeps, where it
 * would keep a PKCE verifier, the state itself: each request reads its own, two at once never mix.
 */
class NaverStrategy extends OAuth2Strategy<ProviderToken> {
  override name = 'naver';

  constructor(private readonly app: ProviderApp) {
    super(
      {
        ...strategyOptions('naver', app),
        authorizationEndpoint: `${app.authBase}/oauth2.0/authorize`,
        tokenEndpoint: `${app.authBase}/oauth2.0/token`,
      },
      async ({ tokens }) => ({ provider: 'naver', accessToken: tokens.accessToken() }),
    );
  }

  protected override createAuthorizationURL() {
    const state = generateState();
    const url = this.client.createAuthorizationURL(`${this.app.authBase}/oauth2.0/authorize`, state, []);
    return { state, codeVerifier: state, url };
  }

  protected override validateAuthorizationCode(code: string, state: string): Promise<OAuth2Tokens> {
    return requestTokens(`${this.app.authBase}/oauth2.0/token`, {
      grant_type: 'authorization_code',
      client_id: this.app.clientId,
      client_secret: this.app.clientSecret,
      code,
      state,
    });
  }
}

const STRATEGIES: Record<OAuthProvider, new (app: ProviderApp) => OAuth2Strategy<ProviderToken>> = {
  kakao: KakaoStrategy,
  naver: NaverStrategy,
};

/** remix-auth 4 keeps no session: `authenticate` redirects to the provider, or yields its token. */
export const oauthAuthenticator = new Authenticator<ProviderToken>();
for (const [provider, app] of Object.entries(providerApps) as [OAuthProvider, ProviderApp][]) {
  oauthAuthenticator.use(new STRATEGIES[provider](app), provider);
}
