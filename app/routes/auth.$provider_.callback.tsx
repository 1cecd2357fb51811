import type { LoaderFunctionArgs } from '@remix-run/node';
import { finishFlow } from '~/features/oauth/oauth-flow.server';

/** The provider sends the browser back here (the redirect URI registered with it). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return finishFlow(request, params.provider);
}
