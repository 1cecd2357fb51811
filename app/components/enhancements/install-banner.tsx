import { useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { onDemand } from '../on-demand';

const InstallBannerCard = onDemand(() => import('./install-banner-card').then((module) => module.InstallBannerCard));

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

const PAGES_SEEN_KEY = 'bbangjob:pages-seen';

/** Pages opened in this tab so far, this one included. */
function usePagesSeen(): number {
  const { key } = useLocation();
  const [seen, setSeen] = useState(0);
  useEffect(() => {
    let count = 1;
    try {
      count = Number(sessionStorage.getItem(PAGES_SEEN_KEY) ?? '0') + 1;
      sessionStorage.setItem(PAGES_SEEN_KEY, String(count));
    } catch {
      // storage denied: every page is the first, and the banner stays away
    }
    setSeen(count);
  }, [key]);
  return seen;
}

/**
 * 앱 설치 안내 on phones, from the visitor's second page on: a newcomer first sees what they came
 * for, and the banner never becomes the landing page's largest paint.
 */
export function InstallBanner() {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const isMobile = useMediaQuery('(max-width: 768px)');
  const pagesSeen = usePagesSeen();
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

  // installPrompt is only ever set in the browser, so isStandalone never runs on the server.
  if (!installPrompt || !isMobile || pagesSeen < 2 || isStandalone()) return null;

  const install = async () => {
    try {
      await installPrompt.prompt();
      await installPrompt.userChoice;
    } finally {
      dismiss();
    }
  };

  return <InstallBannerCard onInstall={install} onDismiss={dismiss} />;
}
