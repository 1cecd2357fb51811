import { useEffect } from 'react';

type ChannelIOCall = (...args: unknown[]) => void;

declare global {
  interface Window {
    ChannelIO?: ChannelIOCall;
    ChannelIOInitialized?: boolean;
  }
}

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
const IDLE_DELAY_MS = 3000;
const IDLE_TIMEOUT_MS = 10000;

/**
 * Same shape as the stub in Channel Talk's install snippet (`q` and `c`): calls made before the SDK
 * arrives wait in `q`, and the SDK takes them over when it loads.
 */
function installChannelIOStub(): ChannelIOCall {
  if (window.ChannelIO) return window.ChannelIO;
  const q: unknown[][] = [];
  const c = (args: unknown[]) => q.push(args);
  const stub = Object.assign((...args: unknown[]) => c(args), { q, c });
  window.ChannelIO = stub;
  return stub;
}

function loadChannelTalk(pluginKey: string, scriptUrl: string) {
  const channelIO = installChannelIOStub();
  // The flag is window-wide, so a remount or a second widget cannot add the script again.
  if (!window.ChannelIOInitialized) {
    window.ChannelIOInitialized = true;
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    document.head.appendChild(script);
  }
  channelIO('boot', { pluginKey });
}

/**
 * Channel Talk weighs far more than the page it sits on, so it waits until the page has loaded and then
 * until the visitor does something or the browser is idle, whichever comes first.
 */
export function ChatWidget({ pluginKey, scriptUrl }: { pluginKey: string | null; scriptUrl: string }) {
  useEffect(() => {
    if (!pluginKey || window.ChannelIOInitialized) return;

    const cleanups: (() => void)[] = [];
    const cleanup = () => cleanups.splice(0).forEach((undo) => undo());

    const load = () => {
      cleanup();
      loadChannelTalk(pluginKey, scriptUrl);
    };

    const waitForVisitorOrIdle = () => {
      for (const type of INTERACTION_EVENTS) {
        window.addEventListener(type, load, { passive: true, once: true });
        cleanups.push(() => window.removeEventListener(type, load));
      }
      const delay = window.setTimeout(() => {
        // Safari has no requestIdleCallback; there the delay alone stands in for idleness.
        if (typeof window.requestIdleCallback !== 'function') {
          load();
          return;
        }
        const idle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
        cleanups.push(() => window.cancelIdleCallback(idle));
      }, IDLE_DELAY_MS);
      cleanups.push(() => window.clearTimeout(delay));
    };

    if (document.readyState === 'complete') {
      waitForVisitorOrIdle();
    } else {
      window.addEventListener('load', waitForVisitorOrIdle, { once: true });
      cleanups.push(() => window.removeEventListener('load', waitForVisitorOrIdle));
    }

    return cleanup;
  }, [pluginKey, scriptUrl]);

  return null;
}
