import type { MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('인재정보');

export default function ResumeListPage() {
  return (
    <EmptyState
      title="인재정보"
      message="지금 공개된 이력서가 없습니다."
      action={{ label: '채용정보 보기', to: '/info/job-info-list' }}
    />
  );
}
