import { useEffect, useState, useSyncExternalStore } from 'react';
import { onDemand } from '../on-demand';

const InstallBannerCard = onDemand(() => import('./install-banner-card').then((module) => module.InstallBannerCard));
// only the installed app asks for push: a browser tab loads none of that code
const PushAsk = onDemand(() => import('./push-ask-moment').then((module) => module.PushAsk));

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

function subscribeDevice(onChange: () => void) {
  const query = window.matchMedia(MOBILE_DEVICE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether this is a phone or a tablet, kept current; false on the server and until hydrated. */
function useMobileDevice(): boolean {
  return useSyncExternalStore(
    subscribeDevice,
    () => window.matchMedia(MOBILE_DEVICE_QUERY).matches,
    () => false,
  );
}

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
 * 앱 설치 안내 on phones, when the browser offers installation and the app is not installed yet; on
 * any page, the first one too. It appears only after the page has loaded, as one small line fixed
 * at the bottom, so the page's own content stays its largest paint. Once installed, the app asks
 * for push instead, at its moment.
 */
export function InstallBanner() {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const isMobileDevice = useMobileDevice();
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
