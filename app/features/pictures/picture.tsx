import { useEffect, useRef } from 'react';
import type { Image } from '#contracts/image';
// not contracts/image.ts itself, whose validators would ride along into every page's script
import {
  type ImageFormat,
  imagePath,
  type ImagePurpose,
  imageWidths,
  IMAGE_MIME_TYPES,
} from '#contracts/image-variants';

/** A lazy picture starts loading when it comes within 200 px of the viewport, so it is there when scrolled to. */
export const LAZY_ROOT_MARGIN = '200px';

/** Every variant of one format, for `srcset`: the browser picks by `sizes` and the screen's density. */
export function srcSet(image: Image, purpose: ImagePurpose, format: ImageFormat): string {
  return imageWidths(image, purpose)
    .map((width) => `${imagePath(image.key, width, format)} ${width}w`)
    .join(', ');
}

/** The JPEG a browser that reads no `srcset` gets: the first phone-sized width, or the picture's own. */
export function fallbackSrc(image: Image, purpose: ImagePurpose): string {
  const widths = imageWidths(image, purpose);
  return imagePath(image.key, widths.find((width) => width >= 640) ?? widths.at(-1)!, 'jpeg');
}

/** The picture at its largest (never wider than it was uploaded): what "크게 보기" opens. */
export function fullSizeSrc(image: Image, purpose: ImagePurpose): string {
  return imagePath(image.key, imageWidths(image, purpose).at(-1)!, 'jpeg');
}

let observer: IntersectionObserver | undefined;

/**
 * One observer for every lazy picture on the page: a picture within the margin of the viewport is
 * switched to eager, so it loads then whatever distance the browser's own lazy loading waits for.
 */
function nearViewportObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLImageElement).loading = 'eager';
        self.unobserve(entry.target);
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  );
  return observer;
}

interface PictureProps {
  image: Image;
  purpose: ImagePurpose;
  alt: string;
  /** how wide the picture is shown, as the layout decides it (e.g. `48px`, `(min-width: 769px) 420px, 85vw`) */
  sizes: string;
  /** the page's lead picture: loaded at once and first (LCP); every other one is lazy */
  priority?: boolean;
  className?: string;
}

/**
 * An uploaded picture as AVIF, WebP or JPEG, at the width the layout needs. `width` and `height`
 * give the box its shape before the file arrives, so nothing below it moves. Without JavaScript
 * the browser's own lazy loading applies; with it, the observer above loads pictures 200 px ahead.
 */
export function Picture({ image, purpose, alt, sizes, priority = false, className }: PictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (priority || !img || typeof IntersectionObserver === 'undefined') return;
    const watcher = nearViewportObserver();
    watcher.observe(img);
    return () => watcher.unobserve(img);
  }, [priority]);
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={IMAGE_MIME_TYPES[format]} srcSet={srcSet(image, purpose, format)} sizes={sizes} />
      ))}
      <img
        ref={ref}
        src={fallbackSrc(image, purpose)}
        srcSet={srcSet(image, purpose, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        // React 18 renders only the lower-case attribute; the camel-case prop is dropped with a warning.
        {...(priority ? { fetchpriority: 'high' } : {})}
      />
    </picture>
  );
}
