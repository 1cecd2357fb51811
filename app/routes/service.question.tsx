import type { MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('자주 묻는 질문');

export default function Faq() {
  return (
    <EmptyState
      title="자주 묻는 질문"
      message="등록된 질문이 없습니다. 궁금한 점은 1:1 문의로 남겨주세요."
      action={{ label: '1:1 문의하기', to: '/service/ask-user' }}
    />
  );
}
