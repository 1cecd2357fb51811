import type { LoaderFunctionArgs } from '@remix-run/node';
import { callApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { redirectWithToast } from '~/utils/toast.server';

/**
 * Toss's successUrl: the buyer authorised the payment in Toss's checkout. The api checks the amount
 * against the order and confirms with Toss; only then is the order paid.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const params = new URL(request.url).searchParams;
  const body = {
    orderId: params.get('orderId') ?? '',
    paymentKey: params.get('paymentKey') ?? '',
    amount: Number(params.get('amount')),
  };
  const result = await callApi(request, (api) => api.payments.toss.confirm.$post({ json: body }));
  if (!result.ok) {
    return redirectWithToast('/user/payment', { type: 'error', message: result.error.message });
  }
  return redirectWithToast(`/user/payment/${result.data.order.id}`, {
    type: 'success',
    message: '결제가 완료되었습니다. 상품이 바로 적용되었습니다.',
  });
}
