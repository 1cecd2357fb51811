import { useRouteLoaderData } from '@remix-run/react';
import type { OAuthProvider } from '#contracts/oauth';
import type { loader as rootLoader } from '~/root';

/** 카카오's symbol, the speech bubble (카카오 로그인 디자인 가이드). */
function KakaoSymbol() {
  return (
    <svg viewBox="0 0 18 18" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#000"
        d="M9 1.5C4.58 1.5 1 4.3 1 7.75c0 2.23 1.49 4.19 3.74 5.29l-.95 3.48c-.08.3.26.55.52.37l4.13-2.73c.18.02.37.03.56.03 4.42 0 8-2.8 8-6.44S13.42 1.5 9 1.5z"
      />
    </svg>
  );
}

/** 네이버's N in its green (네이버 로그인 버튼 가이드, the white button). */
function NaverSymbol() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="#03c75a" d="M10.85 8.56 5.01 0H0v16h5.15V7.44L10.99 16H16V0h-5.15z" />
    </svg>
  );
}

const BUTTONS: Record<OAuthProvider, { label: string; symbol: () => JSX.Element }> = {
  kakao: { label: '카카오로 시작하기', symbol: KakaoSymbol },
  naver: { label: '네이버로 시작하기', symbol: NaverSymbol },
};

/** The provider's symbol, as its buttons carry it. */
export function ProviderSymbol({ provider }: { provider: OAuthProvider }) {
  const { symbol: Symbol } = BUTTONS[provider];
  return <Symbol />;
}

/**
 * 카카오로 시작하기 / 네이버로 시작하기, for the providers whose keys are set (the root's data says
 * which). Plain links to GET /auth/{provider}: the browser leaves for the provider by itself, with
 * JavaScript or without, and no form posts to another origin (the CSP's form-action 'self' stays).
 */
export function ProviderButtons({
  redirectTo = '/',
  heading = '또는 간편하게',
}: {
  redirectTo?: string;
  heading?: string;
}) {
  const providers = useRouteLoaderData<typeof rootLoader>('root')?.ENV.SIGN_IN_PROVIDERS ?? [];
  if (providers.length === 0) return null;
  const query = redirectTo === '/' ? '' : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <div className="provider-buttons">
      <p className="provider-buttons-divider">
        <span>{heading}</span>
      </p>
      {providers.map((provider) => {
        const { label, symbol: Symbol } = BUTTONS[provider];
        return (
          // a document navigation, never the client router: the answer is a redirect to the provider
          <a key={provider} href={`/auth/${provider}${query}`} className={`provider-button provider-${provider}`}>
            <Symbol />
            <span>{label}</span>
          </a>
        );
      })}
    </div>
  );
}
