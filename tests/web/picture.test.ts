import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Image, ImagePurpose } from '#contracts/image';
import { fullSizeSrc, Picture } from '../../app/features/pictures/picture';

const KEY = '0123456789abcdef0123456789abcdef';
const photo: Image = { id: 1, key: KEY, width: 1600, height: 1200 };

/** The elements of the rendered `<picture>`, each with its attributes (HTML names are case-blind). */
function render(props: { image: Image; purpose: ImagePurpose; sizes: string; priority?: boolean }) {
  const html = renderToStaticMarkup(createElement(Picture, { alt: '반죽하는 작업대', ...props }));
  const elements = [...html.matchAll(/<(source|img)\s([^>]*?)\/?>/g)].map(([, tag, attrs]) => ({
    tag,
    attrs: Object.fromEntries(
      [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    ),
  }));
  return { html, sources: elements.filter((e) => e.tag === 'source'), img: elements.find((e) => e.tag === 'img')! };
}

const widthsOf = (srcset: string | undefined) => srcset?.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('Picture', () => {
  it('offers AVIF, then WebP, then a JPEG img, each at every width the picture exists at', () => {
    const { html, sources, img } = render({ image: photo, purpose: 'job-info-photo', sizes: '85vw' });
    expect(html.startsWith('<picture>')).toBe(true);
    expect(sources.map((source) => source.attrs.type)).toEqual(['image/avif', 'image/webp']);
    const widths = ['640w', '750w', '828w', '1080w', '1200w', '1600w'];
    for (const [i, format] of ['avif', 'webp'].entries()) {
      expect(widthsOf(sources[i]!.attrs.srcset)).toEqual(widths);
      expect(sources[i]!.attrs.srcset).toContain(`/images/${KEY}-1080.${format} 1080w`);
    }
    expect(widthsOf(img.attrs.srcset)).toEqual(widths);
    expect(img.attrs.srcset).toContain(`/images/${KEY}-1600.jpg 1600w`);
    expect(img.attrs.src).toBe(`/images/${KEY}-640.jpg`);
  });

  it('never offers a width above the upload, and gives a logo its thumbnail widths', () => {
    const logo = render({ image: { ...photo, width: 150, height: 150 }, purpose: 'logo', sizes: '48px' });
    expect(widthsOf(logo.img.attrs.srcset)).toEqual(['96w', '150w']);
    expect(logo.img.attrs.src).toBe(`/images/${KEY}-150.jpg`);
    const big = render({ image: { ...photo, width: 1000, height: 800 }, purpose: 'logo', sizes: '48px' });
    expect(widthsOf(big.img.attrs.srcset)).toEqual(['96w', '192w', '640w', '750w', '828w', '1000w']);
  });

  it('passes the layout’s sizes to every source and the img, and reserves the box with the picture’s own shape', () => {
    const sizes = '(min-width: 769px) 420px, calc(85vw - 28px)';
    const { sources, img } = render({ image: photo, purpose: 'job-info-photo', sizes });
    for (const element of [...sources, img]) expect(element.attrs.sizes).toBe(sizes);
    expect(img.attrs).toMatchObject({ width: '1600', height: '1200', alt: '반죽하는 작업대' });
  });

  it('is lazy and decoded off the main thread by default', () => {
    const { img } = render({ image: photo, purpose: 'job-info-photo', sizes: '85vw' });
    expect(img.attrs).toMatchObject({ loading: 'lazy', decoding: 'async' });
    expect(img.attrs.fetchpriority).toBeUndefined();
  });

  it('loads the lead picture at once and first, with the lower-case fetchpriority HTML knows', () => {
    const { html, img } = render({ image: photo, purpose: 'job-info-photo', sizes: '85vw', priority: true });
    expect(img.attrs).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(html).toContain(' fetchpriority="high"');
  });

  it('links the full size: the largest JPEG, at most 3840 px wide', () => {
    expect(fullSizeSrc(photo, 'job-info-photo')).toBe(`/images/${KEY}-1600.jpg`);
    expect(fullSizeSrc({ ...photo, width: 5000, height: 3000 }, 'job-info-photo')).toBe(`/images/${KEY}-3840.jpg`);
  });
});
