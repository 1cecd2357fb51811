import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'member');

export const meta: MetaFunction = () => pageMeta('1:1 문의');

export default function AskUser() {
  return (
    <EmptyState
      title="1:1 문의"
      message="남긴 문의가 없습니다. 답변이 등록되면 이곳에서 확인할 수 있습니다."
      action={{ label: '자주 묻는 질문', to: '/service/question' }}
    />
  );
}
