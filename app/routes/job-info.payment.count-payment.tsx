import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('인재 열람 상품');

export default function TalentCredits() {
  return (
    <EmptyState
      title="인재 열람 상품"
      message="보유한 인재 열람권이 없습니다. 열람권으로 공개 이력서의 연락처를 확인할 수 있습니다."
      action={{ label: '유료상품 안내', to: '/service/payment' }}
    />
  );
}
