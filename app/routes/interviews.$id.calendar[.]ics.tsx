import type { LoaderFunctionArgs } from '@remix-run/node';
import { callApiFile } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';

const NOT_FOUND = '면접을 찾을 수 없습니다.';

/** A Korean line of text, never a page: what a download link that leads nowhere answers. */
const refusal = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/**
 * 캘린더에 추가: a confirmed interview's .ics, for the company or the seeker of its application,
 * passed on from the api as it came. It names both sides, the place and the time: the member's
 * own browser may keep it, no cache on the way.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return refusal(NOT_FOUND, 404);
  const result = await callApiFile(request, (api) => api.interviews[':id']['calendar.ics'].$get({ param: { id } }));
  if (!result.ok) return refusal(result.error.message, result.status);
  const file = result.data;
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': file.headers.get('content-type') ?? 'text/calendar; charset=utf-8',
      'Content-Disposition': file.headers.get('content-disposition') ?? `attachment; filename="interview-${id}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
