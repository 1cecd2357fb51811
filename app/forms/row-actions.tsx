import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Form, Link } from '@remix-run/react';
import type { MouseEvent, ReactNode } from 'react';
import type { ActionResult } from '~/forms/action-result';
import { useHydrated } from '~/utils/use-hydrated';

interface RowActionProps {
  id: number;
  intent: string;
  /** sent as `value`, for intents that carry one (공개 / 비공개) */
  value?: string;
  children: ReactNode;
  color?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  extra?: ReactNode;
}

/** One button posting `intent` for one row: a real form, so it works without JavaScript. */
export function RowAction({ id, intent, value, children, color, onClick, extra }: RowActionProps) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="id" value={id} />
      {value !== undefined ? <input type="hidden" name="value" value={value} /> : null}
      {extra}
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="compact-sm"
        variant="default"
        c={color}
        onClick={onClick}
      >
        {children}
      </Button>
    </Form>
  );
}

/**
 * 삭제: with JavaScript the browser asks first; without it the action answers with a
 * confirmation step ({@link DeleteConfirmation}) instead of deleting.
 */
export function DeleteAction({ id, question }: { id: number; question: string }) {
  const hydrated = useHydrated();
  return (
    <RowAction
      id={id}
      intent="delete"
      // red.9: the lighter reds are under 4.5:1 as text on white
      color="red.9"
      extra={<input type="hidden" name="confirmed" value={hydrated ? 'yes' : ''} />}
      onClick={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      삭제
    </RowAction>
  );
}

/**
 * The row whose 삭제 waits for its second step, without JavaScript: the action answered a delete
 * that was not confirmed with its form as it came, doing nothing.
 */
export function deleteToConfirm(reply: ActionResult | undefined): number | null {
  const asked = reply?.status === 'success' && reply.initialValue?.intent === 'delete';
  return asked ? Number(reply.initialValue?.id) : null;
}

/** The second step of a delete without JavaScript. */
export function DeleteConfirmation({ id, question, cancelTo }: { id: number; question: string; cancelTo: string }) {
  return (
    <Alert color="red" variant="light" title={question} role="alert" mt="sm">
      <Group gap="xs" mt="xs">
        <Form method="post" className="inline-form">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="confirmed" value="yes" />
          <Button type="submit" name="intent" value="delete" color="red" size="compact-sm">
            삭제하기
          </Button>
        </Form>
        <Button component={Link} to={cancelTo} variant="default" size="compact-sm">
          취소
        </Button>
      </Group>
    </Alert>
  );
}
