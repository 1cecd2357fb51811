import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'admin');

const LINKS = [
  { label: '관리자 홈', to: '/admin' },
  { label: '결제 관리', to: '/admin/payments' },
];

export default function AdminLayout() {
  return (
    <AreaLayout title="관리자" links={LINKS}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
