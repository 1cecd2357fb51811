import { getFormProps, type FormMetadata } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { FormErrors } from './conform-inputs';

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
 * 아이디 찾기 and 비밀번호 찾기: what to type, the form, and the api's answer above it (the same
 * words whether or not an account matched).
 */
export function RecoveryRequestCard<Schema extends Record<string, unknown>>({
  title,
  intro,
  form,
  answer,
  submitLabel,
  other,
  children,
}: {
  title: string;
  intro: string;
  form: FormMetadata<Schema, string[]>;
  answer: string | null;
  submitLabel: string;
  /** the other 찾기 page */
  other: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <AccountCard title={title}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        {answer ? (
          <div role="status" className="page-alert page-alert-success">
            {answer}
          </div>
        ) : null}
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            {children}
            <FormErrors form={form} />
            <Button type="submit" fullWidth>
              {submitLabel}
            </Button>
          </Stack>
        </Form>
        <p className="form-footnote">
          <Link to="/login">로그인</Link>
          <span aria-hidden="true"> · </span>
          <Link to={other.to}>{other.label}</Link>
        </p>
      </Stack>
    </AccountCard>
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
