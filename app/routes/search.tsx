import { Stack, Title } from '@mantine/core';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/empty-state';
import { jsonWithAuth } from '~/utils/api.server';
import { pageMeta } from '~/utils/meta';

/** Where a blank search came from, when that is a page of ours. */
function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    if (from.host !== here.host || from.pathname === '/search') return '/';
    return `${from.pathname}${from.search}`;
  } catch {
    return '/';
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams.get('search')?.trim() ?? '';
  if (!search) throw redirect(backTo(request));
  return jsonWithAuth(request, { search: search.slice(0, 50) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(data ? `'${data.search}' 검색 결과` : '검색'),
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchPage() {
  const { search } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        ‘{search}’ 검색 결과
      </Title>
      <EmptyState
        title="채용정보"
        message={`‘${search}’에 맞는 채용공고가 없습니다.`}
        action={{ label: '전체 채용정보 보기', to: '/info/job-info-list' }}
      />
      <EmptyState
        title="인재정보"
        message={`‘${search}’에 맞는 인재가 없습니다.`}
        action={{ label: '전체 인재정보 보기', to: '/info/resume-list' }}
      />
    </Stack>
  );
}
