import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Container } from '@mantine/core/esm/components/Container/Container';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import type { Thread } from '#contracts/thread';
import type { ThreadActionData, ThreadSide } from './thread';
import { ThreadPanel } from './thread-panel';

/**
 * The thread's own page: where its forms land without JavaScript when they are refused (the text as
 * typed, the Korean message) and where its older messages are read (`?before=`). Its loader's data
 * is also what the application page polls.
 */
export function ThreadPage({ side }: { side: ThreadSide }) {
  const { thread, applicationPath } = useLoaderData<{ thread: Thread; applicationPath: string }>();
  const result = useActionData<ThreadActionData>();
  const { search } = useLocation();
  const older = new URLSearchParams(search).has('before');
  const path = `${applicationPath}/messages`;
  return (
    <Container size="md" px={0}>
      <Anchor component={Link} to={`${applicationPath}#thread`} size="sm">
        ← 지원서로 돌아가기
      </Anchor>
      {older ? (
        <Anchor component={Link} to={path} size="sm" ml="md">
          최근 메시지 보기
        </Anchor>
      ) : null}
      <ThreadPanel
        thread={thread}
        action={path}
        poll={older ? undefined : path}
        side={side}
        result={result}
        titleOrder={1}
      />
    </Container>
  );
}
