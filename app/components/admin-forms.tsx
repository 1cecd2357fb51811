import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './listing.module.css';
import { withParam } from './page-links';

/** What an operator page's action (`adminAction`) answers when the api refuses, and which form it answers. */
export interface AdminRefusal {
  error: string;
  intent: string;
  id: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** The refusal of one form (its intent, and its row's id), or null. */
export function refusalOf(
  data: AdminRefusal | undefined,
  intent: string,
  id: number | string = '',
): AdminRefusal | null {
  return data && data.intent === intent && data.id === String(id) ? data : null;
}

/**
 * A form that adds something: emptied once its submission worked (the redirect clears the action
 * data), kept as typed when the api refused it. Without JavaScript the new page is empty anyway.
 */
export function useResetAfterSuccess(intent: string) {
  const ref = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const data = useActionData<{ error?: string }>();
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
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
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
  refusal,
  width,
  maxLength = 500,
}: {
  id: number;
  intent: string;
  label: string;
  button: string;
  refusal: AdminRefusal | null;
  width: number | Record<string, number>;
  /** the api's own limit of this reason */
  maxLength?: number;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput
          name="reason"
          label={label}
          size="xs"
          minLength={2}
          maxLength={maxLength}
          required
          defaultValue={refusal?.values.reason ?? ''}
          error={refusal ? (refusal.fields.reason ?? refusal.error) : undefined}
          w={width}
        />
        <Button type="submit" name="intent" value={intent} size="compact-sm" color="red.9">
          {button}
        </Button>
      </Group>
    </Form>
  );
}
