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

export function InstallBanner() {
  const [installPrompt, setInstallPrompt] = useState<BeforeInstallPromptEvent | null>(null);
  const isMobile = useMediaQuery('(max-width: 768px)');
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
  if (!installPrompt || !isMobile || isStandalone()) return null;

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
