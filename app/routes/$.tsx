import { json, type MetaFunction } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';

export const meta: MetaFunction = () => [
  { title: '페이지를 찾을 수 없습니다 | 빵잡' },
  { name: 'robots', content: 'noindex' },
];

export function loader() {
  throw json({ message: '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해주세요.' }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
