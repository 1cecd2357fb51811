import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useRouteLoaderData } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { memberMenu } from '~/components/shell/menu';
import type { loader as rootLoader } from '~/root';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'normal');

export default function ResumeLayout() {
  const action = useRouteLoaderData<typeof rootLoader>('root')?.user?.action;
  return (
    <AreaLayout title="개인서비스" links={memberMenu('normal', action).children}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
