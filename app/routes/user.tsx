import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'member');

const LINKS = [
  { label: '결제 내역', to: '/user/payment' },
  { label: '회원정보 수정', to: '/user/edit' },
];

export default function UserLayout() {
  return (
    <AreaLayout title="내 정보" links={LINKS}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
