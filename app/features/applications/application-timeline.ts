import type { ApplicationSummary } from '#contracts/application';
import { formatDateTime } from '~/utils/format';

/** When each step of an application happened, as far as it got: 지원 2026.11.23 14:05 · 열람 …. */
export function applicationTimeline(application: ApplicationSummary): string {
  return [
    `지원 ${formatDateTime(application.appliedAt)}`,
    application.viewedAt ? `열람 ${formatDateTime(application.viewedAt)}` : null,
    application.decidedAt ? `결과 ${formatDateTime(application.decidedAt)}` : null,
    application.cancelledAt ? `취소 ${formatDateTime(application.cancelledAt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
