import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Link } from '@remix-run/react';

/** A page with nothing to list yet: what it is for, and where to go instead. */
export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: { label: string; to: string };
}) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <div className="empty-state">
        <Text>{message}</Text>
        {action ? (
          <Button component={Link} to={action.to} mt="md" variant="light">
            {action.label}
          </Button>
        ) : null}
      </div>
    </Stack>
  );
}
