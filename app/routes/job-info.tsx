import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { PERSONAL_MENU } from '~/components/shell/menu';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export default function JobInfoLayout() {
  return (
    <AreaLayout title="기업서비스" links={PERSONAL_MENU.company.children}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
