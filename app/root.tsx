import './styles/mantine';
import './styles/app.css';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { cssBundleHref } from '@remix-run/css-bundle';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { AnalyticsScripts, usePageViewReporting } from './components/enhancements/analytics';
import { ChatWidget } from './components/enhancements/chat-widget';
import { EARLY_INSTALL_PROMPT_SCRIPT, InstallBanner } from './components/enhancements/install-banner';
import { RouteProgress } from './components/enhancements/navigation-progress';
import { ScrollToTop } from './components/enhancements/scroll-to-top';
import { useServiceWorker } from './components/enhancements/service-worker';
import { GeneralErrorBoundary } from './components/general-error-boundary';
import { Footer } from './components/shell/footer';
import { Header } from './components/shell/header';
import { PendingOverlay } from './components/shell/pending-overlay';
import { FlashToast, ToastHost } from './components/toasts';
import { callApi, getAuth } from './utils/api.server';
import { businessInfo, publicEnv } from './utils/env.server';
import { pageMeta } from './utils/meta';
import { useNonce } from './utils/nonce';
import { readToast } from './utils/toast.server';

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export const meta: MetaFunction = () => pageMeta('빵잡');

/**
 * The auto-login: whenever a session exists, the current user from GET /get-login-user. Also the
 * pending toast, which is the 토큰 만료 one when the session ended in this very request.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await getAuth(request);
  const result = auth.user ? await callApi(request, (api) => api['get-login-user'].$get()) : null;
  const user = result?.ok ? result.data.user : null;
  const flash = await readToast(request, auth.sessionEndedToast);
  return json(
    { user, toast: flash.toast, ENV: publicEnv(new URL(request.url).pathname), business: businessInfo() },
    // The root's cookies come first in a document response (the session's are added after all of
    // Remix's): see readToast for why a shown toast stays shown.
    { headers: flash.headers },
  );
}

/** The header shows who is signed in and what they scrapped: fresh after every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const env = data?.ENV;
  const nonce = useNonce();
  usePageViewReporting(env?.GA_MEASUREMENT_ID ?? null);
  useServiceWorker(true);
  // The page's scripts have taken over (the root's effects run after every child's): the e2e walks
  // wait for this rather than for the network to fall quiet, which cost each page half a second.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="ko" data-mantine-color-scheme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#96541f" />
        <Meta />
        <Links />
        <AnalyticsScripts measurementId={env?.GA_MEASUREMENT_ID ?? null} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INSTALL_PROMPT_SCRIPT }} />
      </head>
      <body>
        {/* No MantineProvider here: the public pages draw no Mantine component (see theme-provider.tsx). */}
        <ToastHost />
        <RouteProgress />
        <a href="#main" className="skip-link">
          본문 바로가기
        </a>
        <Header user={data?.user ?? null} />
        <FlashToast toast={data?.toast ?? null} />
        <main id="main" className="site-main">
          {children}
        </main>
        {data ? <Footer business={data.business} /> : null}
        <ScrollToTop />
        <InstallBanner />
        <PendingOverlay />
        <ChatWidget pluginKey={env?.CHANNEL_PLUGIN_KEY ?? null} scriptUrl={env?.CHANNEL_SCRIPT_URL ?? ''} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
