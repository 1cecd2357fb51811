import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('게재 중인 공고');

export default function PostingList() {
  return (
    <EmptyState
      title="게재 중인 공고"
      message="지금 게재 중인 공고가 없습니다."
      action={{ label: '공고 관리', to: '/job-info' }}
    />
  );
}
