import { Outlet } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { SERVICE_MENU } from '~/components/shell/menu';

export default function ServiceLayout() {
  return (
    <AreaLayout title="고객센터" links={SERVICE_MENU.children}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
