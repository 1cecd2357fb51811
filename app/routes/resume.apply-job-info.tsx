import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export const meta: MetaFunction = () => pageMeta('지원한 회사');

export default function ResumeApplications() {
  return (
    <EmptyState
      title="지원한 회사"
      message="아직 지원한 공고가 없습니다."
      action={{ label: '채용정보 보기', to: '/info/job-info-list' }}
    />
  );
}
