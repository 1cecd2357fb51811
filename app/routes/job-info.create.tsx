import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('공고 작성');

export default function JobInfoCreate() {
  return (
    <EmptyState
      title="공고 작성"
      message="공고 작성 양식이 이곳에 열립니다. 지금은 작성할 수 있는 양식이 없습니다."
      action={{ label: '인재정보 보기', to: '/info/resume-list' }}
    />
  );
}
