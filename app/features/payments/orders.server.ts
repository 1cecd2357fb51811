import { json } from '@remix-run/node';
import { parseWithZod } from '@conform-to/zod/v4';
import { createOrderSchema } from '#contracts/order';
import type { ProductKind } from '#contracts/product';
import type { ActionResult } from '~/forms/action-result';
import { callApi, loadApi } from '~/utils/api.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { redirectWithToast } from '~/utils/toast.server';

/** The products of one kind and the payment methods on offer, for an order form. */
export async function loadCatalogue(request: Request, kind: ProductKind) {
  const [{ products }, { methods }] = await Promise.all([
    loadApi(request, (api) => api.products.$get()),
    loadApi(request, (api) => api['payment-methods'].$get()),
  ]);
  return { products: products.filter((product) => product.kind === kind), methods };
}

/**
 * Creates the order the form describes (checked by the contract's schema, as the api checks it) and
 * sends the buyer to it, where they pay. A refusal comes back with the buyer's choices, so nothing
 * has to be chosen again.
 */
export async function placeOrder(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: createOrderSchema });
  if (submission.status !== 'success') {
    return json<ActionResult>(submission.reply(), { status: 400 });
  }
  const body = submission.value;
  const result = await callApi(request, (api) => api.my.orders.$post({ json: body }));
  if (!result.ok) {
    return json<ActionResult>(replyWithRefusal(submission, result.error), { status: result.status });
  }
  return redirectWithToast(`/user/payment/${result.data.order.id}`, {
    type: 'success',
    message: '주문을 만들었습니다. 결제를 마치면 바로 적용됩니다.',
  });
}
