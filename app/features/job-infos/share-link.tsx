import { Button } from '@mantine/core/esm/components/Button/Button';
import type { MouseEvent } from 'react';
import { showToast } from '~/components/toasts';
import classes from './share-link.module.css';

export const COPIED_MESSAGE = '링크를 복사했어요';

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
    if (await shareOrCopy(title, url)) return;
    details.open = true;
    details.querySelector('input')?.select();
  };
  return (
    <details className={classes.share}>
      <Button component="summary" size="compact-sm" variant="default" onClick={(event) => void share(event)}>
        공유하기
      </Button>
      <input
        className={classes.link}
        readOnly
        value={url}
        aria-label="공고 링크"
        onFocus={(event) => event.currentTarget.select()}
      />
    </details>
  );
}

/** Whether the link went to the share sheet (or the person closed it) or to the clipboard. */
async function shareOrCopy(title: string, url: string): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return true;
    } catch (error) {
      // closing the sheet is a choice; any other failure falls back to copying
      if (error instanceof DOMException && error.name === 'AbortError') return true;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast({ type: 'success', message: COPIED_MESSAGE });
    return true;
  } catch {
    return false;
  }
}
