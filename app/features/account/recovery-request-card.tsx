import { type FormMetadata, getFormProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AccountCard } from './account-card';
import { FormErrors } from '~/forms/contract-form';

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
