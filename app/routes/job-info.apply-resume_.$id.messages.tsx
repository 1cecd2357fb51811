import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { threadAction, loadThread } from '~/features/threads/thread.server';
import { ThreadPage } from '~/features/threads/thread-page';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [
  ...pageMeta('지원자와 대화'),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The thread with one applicant: its page, and the JSON the applicant page polls (`?after=`). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadThread(request, 'company', params.id);

/** 보내기, 신고, 읽음 of the applicant page's thread. */
export const action = ({ request, params }: ActionFunctionArgs) => threadAction(request, 'company', params.id);

export default function ApplicantThread() {
  return <ThreadPage side="company" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
