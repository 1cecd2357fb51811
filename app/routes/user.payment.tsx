import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'member');

export const meta: MetaFunction = () => pageMeta('결제 내역');

export default function PaymentHistory() {
  return (
    <EmptyState
      title="결제 내역"
      message="결제 내역이 없습니다."
      action={{ label: '유료상품 안내', to: '/service/payment' }}
    />
  );
}
