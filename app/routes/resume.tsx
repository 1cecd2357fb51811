import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { PERSONAL_MENU } from '~/components/shell/menu';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export default function ResumeLayout() {
  return (
    <AreaLayout title="개인서비스" links={PERSONAL_MENU.normal.children}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
