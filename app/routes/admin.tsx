import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ADMIN_LINKS } from '~/components/shell/menu';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'admin');

export default function AdminLayout() {
  return (
    <AreaLayout title="관리자" links={ADMIN_LINKS}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
