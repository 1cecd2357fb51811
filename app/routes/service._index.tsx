import type { MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('공지사항');

export default function Notices() {
  return (
    <EmptyState
      title="공지사항"
      message="등록된 공지사항이 없습니다."
      action={{ label: '자주 묻는 질문', to: '/service/question' }}
    />
  );
}
