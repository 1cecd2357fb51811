import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export const meta: MetaFunction = () => pageMeta('스크랩한 공고');

export default function ResumeScraps() {
  return (
    <EmptyState
      title="스크랩한 공고"
      message="스크랩한 공고가 없습니다."
      action={{ label: '채용정보 보기', to: '/info/job-info-list' }}
    />
  );
}
