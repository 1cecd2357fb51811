import { POSITIONS } from '#contracts/enumerations';
import type { Resume } from '#contracts/resume';
import { MAX_RESUMES_PER_USER } from '#contracts/enumerations';
import { formatDate } from '~/utils/format';

export { MAX_RESUMES_PER_USER };

/** 작성중 (not complete) / 공개 (listed until a date, or waiting for a paid period) / 비공개 */
function statusOf(resume: Resume): { label: string; color: string; note: string | null } {
  if (!resume.complete) return { label: '작성중', color: 'gray', note: null };
  if (resume.visibility === 'private') return { label: '비공개', color: 'dark', note: null };
  if (resume.listed && resume.publicUntil) {
    return { label: `공개 ~ ${formatDate(resume.publicUntil)}`, color: 'green', note: null };
  }
  return {
    label: '공개 (기간 없음)',
    color: 'orange',
    note: '공개 기간이 없어 인재정보에 보이지 않습니다. 이력서 공개 상품을 구매하면 공개됩니다.',
  };
}

/** A row of 이력서 관리: only what the page shows, with labels resolved here. */
export function myResumeItem(resume: Resume) {
  return {
    id: resume.id,
    title: resume.title,
    status: statusOf(resume),
    visibility: resume.visibility,
    listed: resume.listed,
    complete: resume.complete,
    missing: Object.values(resume.missing),
    details: [
      resume.positions.map((position) => POSITIONS[position]).join(', '),
      `수정 ${formatDate(resume.updatedAt)}`,
    ].filter(Boolean),
  };
}
