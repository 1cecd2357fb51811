import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { mainMenu } from '~/components/shell/menu';
import { MenuList } from '~/components/shell/nav-menu';
import type { loader as rootLoader } from '~/root';
import { getUser } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';
import { ThemeProvider } from '~/theme-provider';

export const meta: MetaFunction = () => [...pageMeta('전체 메뉴'), { name: 'robots', content: 'noindex, follow' }];

/** The mobile menu as a page: what the slide-out drawer shows, for browsers without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await getUser(request) });
}

export default function MenuPage() {
  const { user } = useLoaderData<typeof loader>();
  const loginUser = useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
  return (
    <ThemeProvider>
      <Stack gap="lg">
        <Title order={1} size="h2">
          전체 메뉴
        </Title>
        {user ? (
          <Group>
            <span className="greeting">{user.username}님</span>
            <Form method="post" action="/logout">
              <input type="hidden" name="redirectTo" value="/" />
              <Button type="submit" variant="light">
                로그아웃
              </Button>
            </Form>
          </Group>
        ) : (
          <Group>
            <Button component={Link} to="/login">
              로그인
            </Button>
            <Button component={Link} to="/register" variant="light">
              회원가입
            </Button>
          </Group>
        )}
        <MenuList sections={mainMenu(loginUser)} />
      </Stack>
    </ThemeProvider>
  );
}
