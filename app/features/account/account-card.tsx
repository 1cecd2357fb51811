import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ReactNode } from 'react';
import { ThemeProvider } from '~/theme-provider';

/**
 * The card of the login page and of the account pages around it (찾기, 재설정, 인증), with Mantine's
 * theme for what they draw inside it.
 */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ThemeProvider>
      <Paper maw={420} mx="auto" p="lg" withBorder>
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </ThemeProvider>
  );
}
