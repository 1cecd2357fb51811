import type { MetaDescriptor } from '@remix-run/node';

export const SITE_NAME = '빵잡';
const DEFAULT_DESCRIPTION = '제빵사, 파티시에, 카페 직원과 베이커리·카페를 잇는 제과·제빵 전문 구인구직 빵잡';

/** A page's Korean title and description. */
export function pageMeta(title: string, description = DEFAULT_DESCRIPTION): MetaDescriptor[] {
  return [
    { title: title === SITE_NAME ? `${SITE_NAME} - 제과·제빵 구인구직` : `${title} | ${SITE_NAME}` },
    { name: 'description', content: description },
  ];
}
