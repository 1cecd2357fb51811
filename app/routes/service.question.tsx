import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { FAQ_CATEGORIES, type FaqCategory } from '#contracts/enumerations';
import classes from '~/features/listing/listing.module.css';
import { withParam } from '~/features/listing/page-links';
import { loadApi } from '~/utils/api.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () =>
  pageMeta('자주 묻는 질문', '회원, 공고, 이력서, 결제에 관해 자주 묻는 질문과 답변');

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // a category the api does not know goes as typed: its 400 says so
  const category = (url.searchParams.get('category')?.trim() || undefined) as FaqCategory | undefined;
  const q = url.searchParams.get('q')?.trim() || undefined;
  const { items } = await loadApi(request, (api) => api.faqs.$get({ query: { category, q } }));
  return json({
    items,
    category: url.searchParams.get('category') ?? '',
    q: url.searchParams.get('q') ?? '',
  });
}

/** 전체, 회원, 공고, …: links that keep the text filter. */
function CategoryLinks({ current }: { current: string }) {
  const { search } = useLocation();
  return (
    <nav aria-label="질문 분류" className={classes.sorts}>
      {[['', '전체'], ...Object.entries(FAQ_CATEGORIES)].map(([code, label]) => (
        <Link
          key={code}
          to={withParam(search, 'category', code || null)}
          aria-current={code === current ? 'true' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export default function Faq() {
  const { items, category, q } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        자주 묻는 질문
      </Title>
      <CategoryLinks current={category} />
      <form method="get" className={classes.searchForm} role="search" aria-label="질문 검색">
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <label htmlFor="faq-q" className="visually-hidden">
          질문 검색
        </label>
        <input id="faq-q" type="search" name="q" defaultValue={q} placeholder="궁금한 내용을 입력하세요 (예: 환불)" />
        <Button type="submit">찾기</Button>
      </form>
      {items.length ? (
        <div className="faq-list">
          {items.map((faq) => (
            <details key={faq.id}>
              <summary>
                <span className="faq-category">[{FAQ_CATEGORIES[faq.category]}]</span> {faq.question}
              </summary>
              <p className={classes.prose}>{faq.answer}</p>
            </details>
          ))}
        </div>
      ) : (
        <Text>
          {q ? `‘${q}’에 맞는 질문이 없습니다.` : '등록된 질문이 없습니다.'} 찾는 답이 없으면{' '}
          <Link to="/service/ask-user">1:1 문의</Link>를 남겨주세요.
        </Text>
      )}
    </Stack>
  );
}
