import type { MetaDescriptor } from '@remix-run/node';

export const SITE_NAME = '빵잡';
export const DEFAULT_DESCRIPTION = '제빵사, 파티시에, 카페 직원과 베이커리·카페를 잇는 제과·제빵 전문 구인구직 빵잡';

const HOME_TITLE = `${SITE_NAME} - 제과·제빵 구인구직`;

/** A page's Korean title and description. */
export function pageMeta(title: string, description = DEFAULT_DESCRIPTION): MetaDescriptor[] {
  return [
    { title: title === SITE_NAME ? HOME_TITLE : `${title} | ${SITE_NAME}` },
    { name: 'description', content: description },
  ];
}

/** What a shared link shows: the page's absolute address, its kind and its 1200×630 picture. */
export interface LinkPreview {
  url: string;
  type: 'website' | 'article';
  image: { url: string; width: number; height: number };
}

/** How many characters of a link's title KakaoTalk shows in its preview card; the rest it cuts without a mark. */
export const PREVIEW_TITLE_MAX = 40;

/** A title as a link preview shows it: whole when it fits, else cut to fit with an ellipsis of its own. */
export function previewTitle(title: string): string {
  // characters as people count them, so a Hangul syllable or an emoji is one
  const characters = [...title];
  if (characters.length <= PREVIEW_TITLE_MAX) return title;
  return `${characters
    .slice(0, PREVIEW_TITLE_MAX - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * A public page's title and description, its canonical address, and the Open Graph and Twitter
 * card tags link previews read (KakaoTalk, Facebook, X), from a preview the loader made. The
 * preview's title is cut to what KakaoTalk shows, so a long one ends with … rather than mid-word.
 */
export function sharedPageMeta(title: string, description: string, preview: LinkPreview): MetaDescriptor[] {
  const { url, type, image } = preview;
  // The site's name has a tag of its own; the home page's title is the name and what it is.
  const shared = previewTitle(title === SITE_NAME ? HOME_TITLE : title);
  return [
    ...pageMeta(title, description),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: shared },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'ko_KR' },
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: shared },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
  ];
}
