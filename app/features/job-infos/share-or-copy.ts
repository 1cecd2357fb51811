/**
 * Where the link went: the share sheet (or the person closed it), the clipboard, or nowhere (the
 * page then shows it to copy by hand). No imports: fetched on its own when the visitor reaches for
 * 공유하기, it must not pull shared code into a chunk of its own.
 */
export async function shareOrCopy(title: string, url: string): Promise<'shared' | 'copied' | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // closing the sheet is a choice; any other failure falls back to copying
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return null;
  }
}
