import type { OrderTarget, PeriodKind } from '#contracts/order';
import type { Role } from '#contracts/user';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDate } from '~/utils/format';
import { loadCatalogue, placeOrder } from './orders.server';

/** Who buys each kind's period: companies publish postings, job seekers resumes. */
const BUYER: Record<PeriodKind, Role> = { posting: 'company', resume: 'normal' };

const POSTING_STATUS_NOTES: Partial<Record<OrderTarget['status'], string>> = {
  draft: '작성 완료 · 아직 게재 전',
  published: '게재 중',
  closed: '마감한 공고 · 결제하면 다시 게재됩니다',
};

/** The line under each choice: a running period is extended, any other is started. */
const NOTES: Record<
  PeriodKind,
  { running: (until: string) => string; waiting: (status: OrderTarget['status']) => string | undefined }
> = {
  posting: {
    running: (until) => `게재 중 · ${formatDate(until)}까지 — 결제하면 그 뒤로 연장됩니다`,
    waiting: (status) => POSTING_STATUS_NOTES[status],
  },
  resume: {
    running: (until) => `공개 중 · ${formatDate(until)}까지 — 결제하면 그 뒤로 연장됩니다`,
    waiting: () => '작성 완료 · 결제하면 인재정보에 공개됩니다',
  },
};

/** The payment page's data: the kind's products and methods, the member's payable targets, the one asked for. */
export async function loadPaymentChoice(request: Request, kind: PeriodKind) {
  await requireRole(request, BUYER[kind]);
  const [{ targets: payable }, catalogue] = await Promise.all([
    loadApi(request, (api) => api.my['order-targets'].$get({ query: { kind } })),
    loadCatalogue(request, kind),
  ]);
  const notes = NOTES[kind];
  const targets = payable.map((target) => ({
    id: target.id,
    label: target.title,
    note: target.listed && target.until ? notes.running(target.until) : notes.waiting(target.status),
  }));
  const target = new URL(request.url).searchParams.get('target') ?? '';
  return { ...catalogue, targets, target };
}

/** The payment page's form: the order placed, and the buyer sent to it to pay. */
export async function placePeriodOrder(request: Request, kind: PeriodKind) {
  await requireRole(request, BUYER[kind]);
  return placeOrder(request, await request.formData());
}
