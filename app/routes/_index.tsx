import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { Link, useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => pageMeta('빵잡');

const SECTIONS = [
  {
    title: '최신 채용공고',
    empty: '게재 중인 공고가 없습니다.',
    to: '/info/job-info-list',
    more: '채용정보 전체 보기',
  },
  {
    title: '마감 임박 공고',
    empty: '마감이 가까운 공고가 없습니다.',
    to: '/info/job-info-list',
    more: '채용정보 전체 보기',
  },
  {
    title: '새로 공개된 인재',
    empty: '공개된 이력서가 없습니다.',
    to: '/info/resume-list',
    more: '인재정보 전체 보기',
  },
  { title: '공지사항', empty: '등록된 공지사항이 없습니다.', to: '/service', more: '고객센터 가기' },
];

export default function Home() {
  const user = useRouteLoaderData<typeof rootLoader>('root')?.user;
  return (
    <Stack gap="xl">
      <section className="home-hero">
        <Title order={1}>제과·제빵 일자리, 빵잡에서 찾으세요</Title>
        <Text mt="sm" c="dimmed">
          제빵사, 파티시에, 카페 직원과 베이커리·카페를 잇는 제과·제빵 전문 구인구직
        </Text>
        <Group mt="lg">
          <Button component={Link} to="/info/job-info-list">
            채용정보 보기
          </Button>
          <Button component={Link} to="/info/resume-list" variant="light">
            인재정보 보기
          </Button>
          {user ? null : (
            <Button component={Link} to="/register" variant="outline">
              무료 회원가입
            </Button>
          )}
        </Group>
      </section>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SECTIONS.map((section) => (
          <Card key={section.title} withBorder padding="lg">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            <Text c="dimmed" my="md">
              {section.empty}
            </Text>
            <Link to={section.to}>{section.more}</Link>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg" bg="var(--brand-light)">
        <Title order={2} size="h4">
          기업회원이신가요?
        </Title>
        <Text my="sm">공고 게재 7일 10,000원부터. 가격과 환불 규정을 확인하세요.</Text>
        <Link to="/service/payment">유료상품 안내 보기</Link>
      </Card>
    </Stack>
  );
}
