import type { LoaderFunctionArgs } from '@remix-run/node';
import { startFlow } from '~/features/oauth/oauth-flow.server';

/** 카카오로 시작하기 / 네이버로 시작하기: a link to here sends the browser on to the provider. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return startFlow(request, params.provider);
}
