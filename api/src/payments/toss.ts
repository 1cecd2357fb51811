import type { Logger } from '../logger';

export interface TossKeys {
  secretKey: string;
  clientKey: string;
  apiBase: string;
}

export type TossConfirmResult =
  | { ok: true; paymentKey: string; totalAmount: number }
  /** Toss refused: its code and Korean message, shown to the buyer */
  | { ok: false; refused: true; code: string; message: string }
  /** Toss could not be reached or answered nonsense: the order stays as it was */
  | { ok: false; refused: false; message: string };

/**
 * The one call the server makes to Toss Payments: confirming a payment the buyer authorised in
 * Toss's checkout (POST /v1/payments/confirm, Basic auth with the secret key and a trailing colon).
 * The Idempotency-Key is the order number, so a retried confirm can never charge twice.
 */
export function createTossClient(keys: TossKeys, logger: Logger, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`;
  return {
    clientKey: keys.clientKey,
    async confirm(paymentKey: string, orderId: string, amount: number): Promise<TossConfirmResult> {
      let response: Response;
      try {
        response = await fetchImpl(`${keys.apiBase}/v1/payments/confirm`, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json',
            'idempotency-key': orderId,
          },
          body: JSON.stringify({ paymentKey, orderId, amount }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        logger.warn({ err: error, orderId }, 'toss confirm: no answer');
        return { ok: false, refused: false, message: '결제사에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.' };
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok && body && body.status === 'DONE' && typeof body.totalAmount === 'number') {
        return {
          ok: true,
          paymentKey: typeof body.paymentKey === 'string' ? body.paymentKey : paymentKey,
          totalAmount: body.totalAmount,
        };
      }
      if (body && typeof body.code === 'string' && typeof body.message === 'string' && response.status < 500) {
        return { ok: false, refused: true, code: body.code, message: body.message };
      }
      logger.warn({ status: response.status, orderId }, 'toss confirm: unexpected answer');
      return { ok: false, refused: false, message: '결제사 응답을 확인하지 못했습니다. 잠시 후 다시 시도해주세요.' };
    },
  };
}

export type TossClient = ReturnType<typeof createTossClient>;
