import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { guardPage } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export const meta: MetaFunction = () => pageMeta('이력서 관리');

export default function ResumeList() {
  return (
    <EmptyState
      title="이력서 관리"
      message="아직 작성한 이력서가 없습니다. 이력서를 작성하면 이곳에서 상태(작성중·공개·비공개)와 공개 기간을 관리할 수 있습니다."
      action={{ label: '이력서 작성하기', to: '/resume/create' }}
    />
  );
}
