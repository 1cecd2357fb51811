import { getFormProps, getInputProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { reasonBodySchema } from '#contracts/moderation';
import type { ActionResult } from '~/forms/action-result';
import classes from '~/features/listing/listing.module.css';
import { withParam } from '~/features/listing/page-links';
import { useSchemaForm } from '~/forms/schema-form';

/**
 * The reply of one form of an operator page (its button's intent, and its row's id), or undefined:
 * the action answers the form that was sent, and each form reads only its own.
 */
export function replyFor(
  result: ActionResult | undefined,
  intent: string,
  id: number | string = '',
): ActionResult | undefined {
  const sent = result?.initialValue;
  return sent?.intent === intent && (sent.id ?? '') === String(id) ? result : undefined;
}

/**
 * A form that adds something: emptied once its submission worked (the redirect clears the action
 * data), kept as typed when the api refused it. Without JavaScript the new page is empty anyway.
 */
export function useResetAfterSuccess(intent: string) {
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const data = useActionData<ActionResult>();
  const sent = useRef(false);
  useEffect(() => {
    if (navigation.state === 'submitting') {
      sent.current = navigation.formData?.get('intent') === intent;
    } else if (navigation.state === 'idle' && sent.current) {
      sent.current = false;
      if (!data?.error) ref.current?.reset();
    }
  }, [navigation.state, navigation.formData, data, intent]);
  return ref;
}

/** 수정: a row's edit form, folded away until opened (and opened when its submission was refused). */
export function EditPanel({ open, label = '수정', children }: { open: boolean; label?: string; children: ReactNode }) {
  return (
    <details open={open || undefined}>
      <summary style={{ cursor: 'pointer', minHeight: 28 }}>
        <Text span size="sm" c="brown.7">
          {label}
        </Text>
      </summary>
      {children}
    </details>
  );
}

/** The views of a list (전체, 답변 대기, …) as links: the page number is dropped, other filters kept. */
export function FilterLinks({
  label,
  name,
  options,
  current,
}: {
  label: string;
  name: string;
  /** [value, label]; '' is no filter */
  options: [string, string][];
  current: string;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label={label} className={classes.sorts}>
      {options.map(([value, text]) => (
        <Link
          key={value}
          to={withParam(search, name, value || null, ['page'])}
          aria-current={value === current ? 'true' : undefined}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}

/** One label and value of an operator's card. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* a div, not Text's <p>: a value can be a badge (a div), which a <p> cannot hold */}
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/** A row's action that needs a reason (숨기기, 이용 정지): the reason field and its button, kept as typed on a refusal. */
export function ReasonForm({
  id,
  intent,
  label,
  button,
  schema,
  lastResult,
  width,
  maxLength,
}: {
  id: number;
  intent: string;
  label: string;
  button: string;
  /** the api's own body of this reason (its limit included) */
  schema: typeof reasonBodySchema;
  lastResult: ActionResult | undefined;
  width: number | Record<string, number>;
  maxLength: number;
}) {
  const [form, fields] = useSchemaForm(schema, { id: `${intent}-${id}`, lastResult });
  const { key, ...reason } = getInputProps(fields.reason, { type: 'text', ariaAttributes: false });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="id" value={id} />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput
          key={key}
          {...reason}
          label={label}
          size="xs"
          minLength={2}
          maxLength={maxLength}
          required
          // a refusal of the row (it changed meanwhile) is said here too, where the operator looks
          error={fields.reason.errors?.[0] ?? form.errors?.[0]}
          w={width}
        />
        <Button type="submit" name="intent" value={intent} size="compact-sm" color="red.9">
          {button}
        </Button>
      </Group>
    </Form>
  );
}
