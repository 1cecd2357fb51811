import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export const meta: MetaFunction = () => pageMeta('이력서 작성');

export default function ResumeCreate() {
  return (
    <EmptyState
      title="이력서 작성"
      message="이력서 작성 양식이 이곳에 열립니다. 지금은 작성할 수 있는 양식이 없습니다."
      action={{ label: '채용정보 보기', to: '/info/job-info-list' }}
    />
  );
}
