import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('공고 게재');

export default function JobInfoPayment() {
  return (
    <EmptyState
      title="공고 게재 (유료)"
      message="게재할 수 있는 공고가 없습니다. 작성을 마친 공고를 이곳에서 7일, 15일 또는 30일 동안 게재할 수 있습니다."
      action={{ label: '유료상품 안내', to: '/service/payment' }}
    />
  );
}
