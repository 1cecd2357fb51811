import type { OwnJobInfo } from '#contracts/job-info';
import { POSITIONS } from '#contracts/enumerations';
import { formatDate } from '~/utils/format';

/** 작성중 / 게재중 ~ date / 게재 종료 / 마감 / 숨김 */
function statusOf(jobInfo: OwnJobInfo): { label: string; color: string } {
  switch (jobInfo.status) {
    case 'draft':
      return { label: '작성중', color: 'gray' };
    case 'published':
      if (!jobInfo.visible) return { label: '게재 종료', color: 'orange' };
      return {
        label: jobInfo.publishedUntil ? `게재중 ~ ${formatDate(jobInfo.publishedUntil)}` : '게재중',
        color: 'green',
      };
    case 'closed':
      return { label: '마감', color: 'dark' };
    case 'hidden':
      return { label: '숨김', color: 'red' };
  }
}

/** A row of 공고 관리: only what the page shows, with labels resolved here. */
export function myJobInfoItem(jobInfo: OwnJobInfo) {
  return {
    id: jobInfo.id,
    title: jobInfo.title,
    status: statusOf(jobInfo),
    visible: jobInfo.visible,
    closable: jobInfo.status === 'published',
    /** a draft was never shown: it has no figures to look at */
    hasInsights: jobInfo.status !== 'draft',
    complete: jobInfo.complete,
    payable: jobInfo.payable,
    /** why the operator hid it, for the company to read */
    hiddenReason: jobInfo.hiddenReason,
    missing: Object.values(jobInfo.missing),
    details: [
      jobInfo.position ? POSITIONS[jobInfo.position] : null,
      [jobInfo.sido, jobInfo.sigungu].filter(Boolean).join(' '),
      jobInfo.alwaysOpen ? '상시채용' : jobInfo.deadline ? `마감일 ${formatDate(jobInfo.deadline)}` : null,
      `수정 ${formatDate(jobInfo.updatedAt)}`,
    ].filter(Boolean),
  };
}
