import type { LoaderFunctionArgs } from '@remix-run/node';
import { callApiFile } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';

const NOT_FOUND = '체험 근무를 찾을 수 없습니다.';

/** A Korean line of text, never a page: what a download link that leads nowhere answers. */
const refusal = (message: string, status: number) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/**
 * 계약서 PDF 내려받기: the signed 근로계약서 of a trial shift, for the company or the seeker who
 * signed it, passed on from the api as it came (409 before both have signed). It names both
 * parties and the pay: the member's own browser may keep it, no cache on the way.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return refusal(NOT_FOUND, 404);
  const result = await callApiFile(request, (api) =>
    api['trial-shifts'][':shiftId']['contract.pdf'].$get({ param: { shiftId: id } }),
  );
  if (!result.ok) return refusal(result.error.message, result.status);
  const file = result.data;
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': file.headers.get('content-type') ?? 'application/pdf',
      'Content-Disposition': file.headers.get('content-disposition') ?? `attachment; filename="trial-shift-${id}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
