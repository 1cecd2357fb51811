import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AccountCard } from './account-card';

// Apart from AccountCard: the login page, which shows the card, does not download Mantine's Button.

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
