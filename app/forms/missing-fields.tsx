import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { List } from '@mantine/core/esm/components/List/List';
import { Text } from '@mantine/core/esm/components/Text/Text';

/** What going into the public list is called: a posting is 게재, a resume 공개. */
type Goal = '게재' | '공개';

function Messages({ messages }: { messages: string[] }) {
  return (
    <List size="sm" spacing={2} mt={4}>
      {messages.map((message) => (
        <List.Item key={message}>{message}</List.Item>
      ))}
    </List>
  );
}

/** Under a row of the member's list: what the posting or resume still lacks, folded (`<details>`, no script). */
export function MissingFieldsDetails({ goal, messages }: { goal: Goal; messages: string[] }) {
  if (!messages.length) return null;
  return (
    <details>
      <summary>
        <Text span size="sm">
          {goal}하려면 채워야 할 항목 보기
        </Text>
      </summary>
      <Messages messages={messages} />
    </details>
  );
}

/** Above the form: what the stored posting or resume still lacks (`missing`, field → message). */
export function MissingFieldsAlert({ goal, missing }: { goal: Goal; missing: Record<string, string> | null }) {
  const messages = Object.values(missing ?? {});
  if (!messages.length) return null;
  return (
    <Alert color="yellow" variant="light" title={`${goal}하려면 다음 항목을 채워주세요.`}>
      <Messages messages={messages} />
    </Alert>
  );
}
