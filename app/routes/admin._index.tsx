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
      message="처리할 항목이 없습니다. 공지사항, 문의, 결제 확인, 공고 관리 메뉴가 이곳에 모입니다."
      action={{ label: '고객센터 보기', to: '/service' }}
    />
  );
}
