import type { LoaderFunctionArgs } from '@remix-run/node';
import { callApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { redirectWithToast } from '~/utils/toast.server';

/** Toss's failUrl: nothing was paid. The reason is recorded and the order stays payable. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const message = params.get('message') ?? '결제가 취소되었습니다.';
  const body = { orderId: params.get('orderId') ?? '', code: params.get('code') ?? 'UNKNOWN', message };
  const result = await callApi(request, (api) => api.payments.toss.fail.$post({ json: body }));
  const to = result.ok ? `/user/payment/${result.data.order.id}` : '/user/payment';
  return redirectWithToast(to, { type: 'error', message: `결제하지 못했습니다: ${message}` });
}
