import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { reportClientError } from '~/utils/client-errors';

const TITLES: Record<number, string> = {
  400: '요청을 처리할 수 없습니다',
  403: '접근 권한이 없습니다',
  404: '페이지를 찾을 수 없습니다',
  410: '마감되었거나 삭제된 정보입니다',
  500: '오류가 발생했습니다',
  503: '잠시 서비스를 이용할 수 없습니다',
};

const MESSAGES: Record<number, string> = {
  403: '이 메뉴를 이용할 권한이 없습니다.',
  404: '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해주세요.',
  410: '더 이상 볼 수 없는 정보입니다.',
  500: '오류! 다시 시도해주세요.',
  503: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
};

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: unknown } | string | null;
    const message = typeof data === 'object' && typeof data?.message === 'string' ? data.message : undefined;
    return { status: error.status, message: message ?? MESSAGES[error.status] ?? MESSAGES[500]! };
  }
  return { status: 500, message: MESSAGES[500]! };
}

/**
 * Every route's error view: Korean, inside the shell, with a way onwards. Its way onwards is a plain
 * link drawn as a button (app.css .plain-button), and the page is plain elements: Mantine's components here
 * would be in every page's script.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { status, message } = describe(error);
  const unexpected = !isRouteErrorResponse(error);
  if (unexpected) console.error(error);
  // The api's refusals are answers; what else broke the page in the browser goes to the server's log.
  useEffect(() => {
    if (unexpected) reportClientError('error-boundary', error);
  }, [unexpected, error]);
  return (
    <div className="error-page stack start">
      <p className="text dimmed strong">{status}</p>
      <h1 className="h1">{TITLES[status] ?? TITLES[500]}</h1>
      <p className="text">{message}</p>
      <Link to="/" className="plain-button plain-button-light">
        홈으로 가기
      </Link>
    </div>
  );
}

/**
 * A 410 page for what was public and is gone for good (a closed posting, a suspended company):
 * what it was, why it is gone, and the postings instead.
 */
export function GonePage({ title, what, message }: { title: string; what: ReactNode; message: string }) {
  return (
    <div className="error-page stack start">
      <p className="text dimmed strong">410</p>
      <h1 className="h1">{title}</h1>
      {what}
      <p className="text">{message}</p>
      <Link to="/info/job-info-list" className="plain-button plain-button-light">
        채용정보 보기
      </Link>
    </div>
  );
}
