import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export const meta: MetaFunction = () => pageMeta('스크랩한 인재');

export default function ResumeScrapsOfCompany() {
  return (
    <EmptyState
      title="스크랩한 인재"
      message="스크랩한 인재가 없습니다."
      action={{ label: '인재정보 보기', to: '/info/resume-list' }}
    />
  );
}
