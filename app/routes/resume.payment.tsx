import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export const meta: MetaFunction = () => pageMeta('이력서 공개');

export default function ResumePayment() {
  return (
    <EmptyState
      title="이력서 공개 (유료)"
      message="공개할 수 있는 이력서가 없습니다. 작성을 마친 이력서를 이곳에서 30일 또는 90일 동안 공개할 수 있습니다."
      action={{ label: '유료상품 안내', to: '/service/payment' }}
    />
  );
}
