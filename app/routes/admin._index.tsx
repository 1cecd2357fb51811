import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'admin');

export const meta: MetaFunction = () => [...pageMeta('관리자'), { name: 'robots', content: 'noindex' }];

export default function AdminHome() {
  return (
    <EmptyState
      title="관리자"
      message="무통장입금 확인과 환불 요청은 결제 관리에서 처리합니다. 공지사항, 문의, 공고 관리 메뉴도 이곳에 모입니다."
      action={{ label: '결제 관리', to: '/admin/payments' }}
    />
  );
}
