import { type Image, OG_IMAGE, ogImagePath } from '#contracts/image';
import { absoluteUrl } from './env.server';
import type { LinkPreview } from './meta';

/** The brand's own 1200×630 card (scripts/default-og-image.ts made it), for pages without a picture. */
export const DEFAULT_OG_IMAGE_PATH = '/og-default.jpg';

/**
 * A page's link preview: its address on the public origin, and the link-preview card of the first
 * picture it has of `pictures` (a posting's first photo, then its company's logo), else the brand's.
 */
export function linkPreview(
  path: string,
  pictures: (Image | null | undefined)[] = [],
  type: LinkPreview['type'] = 'website',
): LinkPreview {
  const picture = pictures.find((image) => image);
  return {
    url: absoluteUrl(path),
    type,
    image: { url: absoluteUrl(picture ? ogImagePath(picture.key) : DEFAULT_OG_IMAGE_PATH), ...OG_IMAGE },
  };
}
