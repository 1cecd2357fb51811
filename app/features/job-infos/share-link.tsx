import type { MouseEvent } from 'react';
import { showToast } from '~/components/toasts';

export const COPIED_MESSAGE = '링크를 복사했어요';

/**
 * The sharing itself, fetched as the finger or the mouse goes down on the button: a posting's
 * first visit does not pay for it, and it is there by the tap's click, inside the moment the
 * browser allows a share sheet after one.
 */
const loadSharing = () => import('./share-or-copy');
const preload = () => void loadSharing();

/**
 * 공유하기: the phone's share sheet (Web Share API) with the title and link, where the browser has
 * one; else the link is copied, with a toast. Without JavaScript, or when neither works, it opens to
 * show the link in a box to select and copy by hand.
 */
export function ShareLink({ title, url }: { title: string; url: string }) {
  const share = async (event: MouseEvent<HTMLElement>) => {
    const details = event.currentTarget.closest('details');
    // a second tap closes the box the fallback opened
    if (!details || details.open) return;
    event.preventDefault();
    const { shareOrCopy } = await loadSharing();
    const done = await shareOrCopy(title, url);
    if (done === 'copied') showToast({ type: 'success', message: COPIED_MESSAGE });
    if (done) return;
    details.open = true;
    details.querySelector('input')?.select();
  };
  return (
    <details className="share-link">
      <summary
        className="plain-button plain-button-compact plain-button-default"
        onPointerDown={preload}
        onClick={(event) => void share(event)}
      >
        공유하기
      </summary>
      <input
        className="share-link-box"
        readOnly
        value={url}
        aria-label="공고 링크"
        onFocus={(event) => event.currentTarget.select()}
      />
    </details>
  );
}
