import { useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation, useRouteLoaderData } from '@remix-run/react';
import { pushSupport } from '~/features/notifications/push-device';
import type { loader as rootLoader } from '~/root';
import { onDemand } from '../on-demand';
import { isFirstVisit, isPushMoment, rememberAsked, wasAsked } from './push-ask';

const InstallBannerCard = onDemand(() => import('./install-banner-card').then((module) => module.InstallBannerCard));
const PushAskCard = onDemand(() => import('./push-ask-card').then((module) => module.PushAskCard));

/** Chromium's install prompt event; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice?: Promise<{ outcome: string }>;
}

declare global {
  interface Window {
    /** the install prompt caught by EARLY_INSTALL_PROMPT_SCRIPT before React was ready */
    __installPrompt?: BeforeInstallPromptEvent;
  }
}

/**
 * Chromium may fire beforeinstallprompt before the page has hydrated; this inline script, placed
 * in <head>, holds the event until the banner mounts.
 */
export const EARLY_INSTALL_PROMPT_SCRIPT =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__installPrompt=e;});";

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    ('standalone' in navigator && navigator.standalone === true)
  );
}

/** A phone or a tablet: a touch screen that cannot hover. A narrow desktop window is not one. */
const MOBILE_DEVICE_QUERY = '(hover: none) and (pointer: coarse)';

/** Whether the page's load event has passed. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/**
 * In the installed app, 푸시 알림 받기 once the moment has come (push-ask.ts): after the member's
 * application or posting, never in the first visit, and never again after an answer.
 */
function PushAsk() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  const { pathname } = useLocation();
  const [asking, setAsking] = useState(false);
  const user = data?.user ?? null;
  const toast = data?.toast ?? null;
  useEffect(() => {
    // read on every page, so the first visit is known as such before any moment comes
    const first = isFirstVisit();
    if (first || wasAsked() || pushSupport() !== 'ask' || !isPushMoment(user, toast, pathname)) return;
    setAsking(true);
  }, [user, toast, pathname]);
  if (!asking) return null;
  return (
    <PushAskCard
      onDone={() => {
        rememberAsked();
        setAsking(false);
      }}
    />
  );
}

/**
 * 앱 설치 안내 on phones, when the browser offers installation and the app is not installed yet; on
 * any page, the first one too. It appears only after the page has loaded, as one small line fixed
 * at the bottom, so the page's own content stays its largest paint. Once installed, the app asks
 * for push instead, at its moment.
 */
export function InstallBanner() {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const isMobileDevice = useMediaQuery(MOBILE_DEVICE_QUERY);
  const loaded = usePageLoaded();
  // A prompt can be shown only once: after it, or a dismissal, the banner goes for good.
  const dismiss = () => {
    window.__installPrompt = undefined;
    setInstallPrompt(null);
  };

  useEffect(() => {
    const keepPrompt = (event: Event) => {
      // Holding the event back stops the browser's own mini-infobar so the banner can offer it instead.
      event.preventDefault();
      setInstallPrompt(event as BeforeInstallPromptEvent);
    };

    if (window.__installPrompt) setInstallPrompt(window.__installPrompt);
    window.addEventListener('beforeinstallprompt', keepPrompt);
    window.addEventListener('appinstalled', dismiss);
    return () => {
      window.removeEventListener('beforeinstallprompt', keepPrompt);
      window.removeEventListener('appinstalled', dismiss);
    };
  }, []);

  // loaded and installPrompt are only ever set in the browser, so isStandalone never runs on the server.
  if (loaded && isStandalone()) return <PushAsk />;
  if (!installPrompt || !isMobileDevice || !loaded) return null;

  const install = async () => {
    try {
      await installPrompt.prompt();
      await installPrompt.userChoice;
    } finally {
      dismiss();
    }
  };

  return <InstallBannerCard onInstall={() => void install()} onDismiss={dismiss} />;
}
