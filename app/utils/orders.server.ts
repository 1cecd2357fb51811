import type { Order } from '../../api/contracts/order';
import type { Product, ProductKind } from '../../api/contracts/product';
import type { FieldErrors } from '../../api/contracts/errors';
import { authHeaders, legacyCallApi, jsonWithAuth } from './api.server';
import { apiFieldErrors, formText } from './form-data.server';
import { redirectWithToast } from './toast.server';

export interface PaymentMethodOption {
  method: string;
  label: string;
}

/** The products of one kind and the payment methods on offer, for an order form. */
export async function loadCatalogue(request: Request, kind: ProductKind) {
  const [products, methods] = await Promise.all([
    legacyCallApi<{ products: Product[] }>(request, '/products'),
    legacyCallApi<{ methods: PaymentMethodOption[] }>(request, '/payment-methods'),
  ]);
  if (!products.ok) throw new Response(products.error.message, { status: products.status });
  if (!methods.ok) throw new Response(methods.error.message, { status: methods.status });
  return {
    products: products.data.products.filter((product) => product.kind === kind),
    methods: methods.data.methods,
  };
}

/** What an order form sent back when the api refused it: the message, per-field messages, the choices. */
export interface OrderFormData {
  error: string;
  fields: FieldErrors;
  values: { productCode: string; targetId: string; method: string; depositorName: string };
}

/**
 * Creates the order the form describes and sends the buyer to it, where they pay. A refusal comes
 * back with the buyer's choices, so nothing has to be chosen again.
 */
export async function placeOrder(request: Request, form: FormData) {
  const values = {
    productCode: formText(form, 'productCode'),
    targetId: formText(form, 'targetId'),
    method: formText(form, 'method'),
    depositorName: formText(form, 'depositorName'),
  };
  const result = await legacyCallApi<{ order: Order }>(request, '/my/orders', {
    method: 'POST',
    body: {
      productCode: values.productCode,
      method: values.method || undefined,
      targetId: values.targetId || undefined,
      depositorName: values.depositorName || undefined,
    },
  });
  if (!result.ok) {
    return jsonWithAuth<OrderFormData>(
      request,
      { error: result.error.message, fields: apiFieldErrors(result.error), values },
      { status: result.status },
    );
  }
  return redirectWithToast(
    `/user/payment/${result.data.order.id}`,
    { type: 'success', message: '주문을 만들었습니다. 결제를 마치면 바로 적용됩니다.' },
    { headers: await authHeaders(request) },
  );
}
