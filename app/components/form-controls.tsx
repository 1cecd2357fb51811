import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { MouseEvent, ReactNode } from 'react';

/** Checkboxes sharing one name: the form sends every checked value, with or without JavaScript. */
export function ChoiceGroup({
  label,
  name,
  table,
  defaultValue,
  error,
  description,
}: {
  label: string;
  name: string;
  table: Readonly<Record<string, string>>;
  defaultValue: string[];
  error?: string;
  description?: string;
}) {
  return (
    <Checkbox.Group label={label} defaultValue={defaultValue} error={error} description={description}>
      <Group gap="md" mt={6}>
        {Object.entries(table).map(([value, text]) => (
          <Checkbox key={value} name={name} value={value} label={text} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** One titled part of a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A submit button that the action answers without JavaScript, and that JavaScript handles in place. */
export function RowButton({
  intent,
  onClick,
  children,
  color,
  label,
  disabled,
}: {
  intent: string;
  onClick: () => void;
  children: string;
  color?: string;
  /** the accessible name, when the text alone does not say which row */
  label?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant="default"
      size="compact-sm"
      c={color}
      aria-label={label}
      disabled={disabled}
      formNoValidate
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onClick();
      }}
    >
      {children}
    </Button>
  );
}
