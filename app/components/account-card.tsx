import { Button } from '@mantine/core/esm/components/Button/Button';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

/** The card of the login page and of the account pages around it (찾기, 재설정, 인증). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * A mailed link that opens nothing (malformed, used, expired, or for an address the account no
 * longer has): the api's words, what to do, and the way to get another.
 */
export function UnusableLink({
  title,
  refusal,
  advice,
  action,
  children,
}: {
  title: string;
  refusal: { message: string } | null;
  advice: string;
  action?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <AccountCard title={title}>
      <Stack gap="sm">
        <div role="alert" className="page-alert page-alert-error">
          {refusal?.message ?? '링크를 열 수 없습니다.'}
        </div>
        <Text size="sm">{advice}</Text>
        {children}
        {action ? (
          <Button component={Link} to={action.to} fullWidth>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </AccountCard>
  );
}
