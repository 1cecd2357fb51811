import { Button } from '@mantine/core/esm/components/Button/Button';
import { Form } from '@remix-run/react';

/** One button: another verification link to the member's address, then back to /user/edit with a toast. */
export function ResendVerificationForm({ variant = 'filled' }: { variant?: 'filled' | 'light' }) {
  return (
    <Form method="post" action="/account/resend-verification">
      <Button type="submit" variant={variant} fullWidth={variant === 'filled'}>
        인증 메일 다시 받기
      </Button>
    </Form>
  );
}
