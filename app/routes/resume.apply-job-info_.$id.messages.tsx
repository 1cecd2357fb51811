import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { threadAction, loadThread } from '~/features/threads/thread.server';
import { ThreadPage } from '~/features/threads/thread-page';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('회사와 대화'), { name: 'robots', content: 'noindex, nofollow' }];

/** The thread with the company of one application: its page, and the JSON the application page polls (`?after=`). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadThread(request, 'applicant', params.id);

/** 보내기, 신고, 읽음 of the application page's thread. */
export const action = ({ request, params }: ActionFunctionArgs) => threadAction(request, 'applicant', params.id);

export default function ApplicationThread() {
  return <ThreadPage side="applicant" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
