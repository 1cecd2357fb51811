import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useRouteLoaderData } from '@remix-run/react';
import { AreaLayout } from '~/components/area-layout';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ACCOUNT_LINKS, withCounts } from '~/components/shell/menu';
import type { loader as rootLoader } from '~/root';
import { guardPage } from '~/utils/auth.server';

export const loader = ({ request }: LoaderFunctionArgs) => guardPage(request, 'member');

export default function UserLayout() {
  const action = useRouteLoaderData<typeof rootLoader>('root')?.user?.action;
  return (
    <AreaLayout title="내 정보" links={withCounts(ACCOUNT_LINKS, action)}>
      <Outlet />
    </AreaLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
