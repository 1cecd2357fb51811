import type { MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('채용정보');

export default function JobInfoListPage() {
  return (
    <EmptyState
      title="채용정보"
      message="지금 게재 중인 채용공고가 없습니다."
      action={{ label: '인재정보 보기', to: '/info/resume-list' }}
    />
  );
}
