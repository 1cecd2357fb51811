import type { PeriodKind } from '#contracts/order';

/**
 * The pages of what a paid period is bought for: where a posting or resume is paid for (`?target=`
 * chooses it there), and where its owner finds it again, its form, whatever its state.
 */
export const ORDER_TARGET_PAGES: Record<PeriodKind, { payment: string; form: (id: number) => string; back: string }> = {
  posting: { payment: '/job-info/payment', form: (id) => `/job-info/${id}/edit`, back: '공고로 돌아가기' },
  resume: { payment: '/resume/payment', form: (id) => `/resume/${id}/edit`, back: '이력서로 돌아가기' },
};

/** The payment page opened for one posting or resume. */
export const paymentPathFor = (kind: PeriodKind, id: number) => `${ORDER_TARGET_PAGES[kind].payment}?target=${id}`;
