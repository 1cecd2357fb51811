import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('지원자 관리');

export default function Applicants() {
  return (
    <EmptyState
      title="지원자 관리"
      message="아직 받은 지원서가 없습니다."
      action={{ label: '공고 관리', to: '/job-info' }}
    />
  );
}
