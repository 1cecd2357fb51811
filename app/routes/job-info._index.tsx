import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('공고 관리');

export default function JobInfoList() {
  return (
    <EmptyState
      title="공고 관리"
      message="아직 작성한 공고가 없습니다. 공고를 작성하면 이곳에서 상태(작성중·게재중·마감)와 지원자 수를 관리할 수 있습니다."
      action={{ label: '공고 작성하기', to: '/job-info/create' }}
    />
  );
}
