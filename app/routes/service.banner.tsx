import type { MetaFunction } from '@remix-run/node';
import { EmptyState } from '~/components/empty-state';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('배너광고 문의');

export default function BannerInquiry() {
  return (
    <EmptyState
      title="배너광고 문의"
      message="배너광고 문의는 고객센터 이메일로 보내주세요. 문의 양식이 이곳에 열립니다."
      action={{ label: '고객센터', to: '/service' }}
    />
  );
}
