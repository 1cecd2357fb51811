import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useRouteLoaderData } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { memberMenu } from '~/components/shell/menu';
import type { loader as rootLoader } from '~/root';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'company');

export default function JobInfoLayout() {
  const action = useRouteLoaderData<typeof rootLoader>('root')?.user?.action;
  return (
    <AreaLayout title="기업서비스" links={memberMenu('company', action).children}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
