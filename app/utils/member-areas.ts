/**
 * Members' and operators' areas, and the endpoints behind forms: no search engine indexes them
 * (robots.txt) and no shared cache keeps them (app/server/page-cache.ts). A prefix, as robots.txt
 * reads it: `/user` covers `/user/edit` and anything else that starts so.
 */
export const MEMBER_AREAS = [
  '/admin',
  '/user',
  '/resume',
  '/job-info',
  '/account',
  '/unsubscribe',
  '/scrap',
  '/logout',
  '/_log',
  '/upload-image',
];

export function isMemberArea(pathname: string): boolean {
  return MEMBER_AREAS.some((prefix) => pathname.startsWith(prefix));
}
