import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Container } from '@mantine/core/esm/components/Container/Container';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import type { ActionResult } from '~/forms/action-result';
import { loadApi } from '~/utils/api.server';
import { pageMeta } from '~/utils/meta';
import { ThemeProvider } from '~/theme-provider';

export const meta: MetaFunction = () => [...pageMeta('메일 수신 거부'), { name: 'robots', content: 'noindex' }];

const SETTINGS_PATH = '/user/notifications/settings';

/** Says what the link stops and changes nothing: mail scanners open every link of a mail. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  return json(await loadApi(request, (api) => api.unsubscribe.$get({ query: { token } })));
}

/**
 * 수신 거부: the page's button, or a mail client's RFC 8058 one-click POST to the same address
 * (`List-Unsubscribe=One-Click`, let through the cross-site refusal for this path alone). The token
 * in the address is all it needs: the body is never read, as the origin guard read it first, so the
 * reply is made here rather than from a parse of it. What stopped is the api's answer to the post: a
 * 맞춤 공고 alert is deleted by it, and its name with it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? '';
  const stopped = await loadApi(request, (api) => api.unsubscribe.$post({ json: { token } }));
  return json<ActionResult & { stopped: typeof stopped }>({ status: 'success', stopped });
}

export default function UnsubscribePage() {
  const link = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.stopped;
  const { target, alert } = done ?? link;
  return (
    <ThemeProvider>
      <Container size="sm" py="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1}>메일 수신 거부</Title>
          {done ? (
            <Alert color="green" role="status" w="100%">
              수신 거부되었습니다. 앞으로 {target}을 보내드리지 않습니다.
            </Alert>
          ) : link.stopped ? (
            <Text>{target}은 이미 수신 거부되어 있습니다.</Text>
          ) : (
            <>
              <Text>
                {target}을 더 이상 받지 않으시려면 아래 버튼을 눌러주세요.
                {alert ? ' 저장하신 맞춤 공고 조건도 함께 삭제됩니다.' : ''}
              </Text>
              <Form method="post">
                <Button type="submit">수신 거부</Button>
              </Form>
            </>
          )}
          <Text size="sm" c="dimmed">
            알림 목록의 알림은 그대로 남습니다. 다른 메일은{' '}
            <Anchor component={Link} to={SETTINGS_PATH} underline="always" inherit>
              알림 설정
            </Anchor>
            에서 종류별로 켜고 끌 수 있습니다.
          </Text>
        </Stack>
      </Container>
    </ThemeProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
