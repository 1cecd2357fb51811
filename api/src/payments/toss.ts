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

/** Toss's answer, or null when it could not be reached. */
type TossAnswer = { status: number; ok: boolean; body: Record<string, unknown> | null } | null;

/**
 * The calls the server makes to Toss Payments (Basic auth with the secret key and a trailing
 * colon): confirming a payment the buyer authorised in Toss's checkout, and cancelling one the
 * order could not take after all.
 */
export function createTossClient(keys: TossKeys, logger: Logger, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${keys.secretKey}:`).toString('base64')}`;

  async function post(path: string, idempotencyKey: string, body: Record<string, unknown>): Promise<TossAnswer> {
    try {
      const response = await fetchImpl(`${keys.apiBase}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      return { status: response.status, ok: response.ok, body: answer };
    } catch (error) {
      logger.warn({ err: error, path }, 'toss: no answer');
      return null;
    }
  }

  return {
    clientKey: keys.clientKey,

    /**
     * POST /v1/payments/confirm. The Idempotency-Key is the order number, so a retried confirm can
     * never charge twice.
     */
    async confirm(paymentKey: string, orderId: string, amount: number): Promise<TossConfirmResult> {
      const answer = await post('/v1/payments/confirm', orderId, { paymentKey, orderId, amount });
      if (!answer) {
        return { ok: false, refused: false, message: '결제사에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.' };
      }
      const { status, ok, body } = answer;
      if (ok && body && body.status === 'DONE' && typeof body.totalAmount === 'number') {
        return {
          ok: true,
          paymentKey: typeof body.paymentKey === 'string' ? body.paymentKey : paymentKey,
          totalAmount: body.totalAmount,
        };
      }
      if (body && typeof body.code === 'string' && typeof body.message === 'string' && status < 500) {
        return { ok: false, refused: true, code: body.code, message: body.message };
      }
      logger.warn({ status, orderId }, 'toss confirm: unexpected answer');
      return { ok: false, refused: false, message: '결제사 응답을 확인하지 못했습니다. 잠시 후 다시 시도해주세요.' };
    },

    /**
     * POST /v1/payments/{paymentKey}/cancel, the whole amount: true once Toss says it is cancelled
     * (or already was, as when a retried cancel finds the first one done).
     */
    async cancel(paymentKey: string, cancelReason: string): Promise<boolean> {
      const answer = await post(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, `cancel-${paymentKey}`, {
        cancelReason: cancelReason.slice(0, 200),
      });
      if (answer?.ok && answer.body?.status === 'CANCELED') return true;
      if (answer?.body?.code === 'ALREADY_CANCELED_PAYMENT') return true;
      logger.error({ status: answer?.status ?? null, code: answer?.body?.code ?? null }, 'toss cancel: not cancelled');
      return false;
    },
  };
}

export type TossClient = ReturnType<typeof createTossClient>;
