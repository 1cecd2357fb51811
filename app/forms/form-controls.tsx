import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ComponentProps, ReactNode } from 'react';
import { selectData } from '~/forms/select-options';
import { NativeSelect } from './native-select';
import { Textarea } from './textarea';

/*
 * Mantine fields wired to Conform fields: the name, what was typed (or stored), the Korean error.
 * Use them in the signed-in members' Conform forms (공고, 이력서, 회원정보), which already load
 * Mantine's inputs. A public page under the weight budgets uses plain-fields.tsx instead; a form
 * without Conform (the operator's pages) uses native-select.tsx and textarea.tsx directly.
 * Mantine says a field is invalid and points at its error itself; Conform's own aria attributes
 * would point at an element Mantine does not render.
 */

type Field = FieldMetadata<string | number | null | undefined>;

type TextProps = Omit<ComponentProps<typeof TextInput>, 'name' | 'defaultValue' | 'error' | 'type'>;

/** A text field (and the date, time, month and number inputs): `type` is the input's. */
export function TextField({
  field,
  type = 'text',
  ...props
}: TextProps & { field: Field; type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'month' | 'number' }) {
  const { key, ...input } = getInputProps(field, { type, ariaAttributes: false });
  return <TextInput key={key} {...props} {...input} error={field.errors?.[0]} />;
}

/** A native select of a label table's codes, led by an empty choice. */
export function SelectField({
  field,
  label,
  table,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'name' | 'defaultValue' | 'error' | 'data'> & {
  field: Field;
  table: Readonly<Record<string, string>>;
}) {
  const { key, ...select } = getSelectProps(field, { ariaAttributes: false });
  return (
    <NativeSelect key={key} {...props} {...select} label={label} data={selectData(table)} error={field.errors?.[0]} />
  );
}

/** A value the form carries back unseen (an uploaded picture's id). */
export function HiddenField({ field }: { field: Field }) {
  const { key, ...input } = getInputProps(field, { type: 'hidden' });
  return <input key={key} {...input} />;
}

/** A multi-line text field. */
export function TextareaField({
  field,
  ...props
}: Omit<ComponentProps<typeof Textarea>, 'name' | 'defaultValue' | 'error'> & { field: Field }) {
  const { key, ...textarea } = getTextareaProps(field, { ariaAttributes: false });
  return <Textarea key={key} {...props} {...textarea} error={field.errors?.[0]} />;
}

/** What a checkbox group holds: Conform reads one checked box as a value, several as a list. */
export function checkedValues(field: FieldMetadata<string[] | undefined>): string[] {
  return [field.initialValue ?? []].flat().filter((value): value is string => typeof value === 'string');
}

/** Checkboxes sharing one name: the form sends every checked value, with or without JavaScript. */
export function ChoiceGroup({
  label,
  field,
  table,
  description,
}: {
  label: string;
  field: FieldMetadata<string[] | undefined>;
  table: Readonly<Record<string, string>>;
  description?: string;
}) {
  return (
    <Checkbox.Group
      key={field.key}
      label={label}
      defaultValue={checkedValues(field)}
      error={field.errors?.[0]}
      description={description}
    >
      <Group gap="md" mt={6}>
        {Object.entries(table).map(([value, text]) => (
          <Checkbox key={value} name={field.name} value={value} label={text} />
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

/** What Conform's intent buttons carry (`form.insert.getButtonProps(…)` and the like). */
interface IntentButtonProps {
  name: string;
  value: string;
  form: string;
  formNoValidate: boolean;
}

/**
 * A button of one of Conform's intents (add, remove, move a row): it posts the form without
 * JavaScript and comes back changed with everything typed kept; with it, the form changes in place.
 */
export function IntentButton({
  intent,
  children,
  color,
  label,
  disabled,
}: {
  intent: IntentButtonProps;
  children: string;
  color?: string;
  /** the accessible name, when the text alone does not say which row */
  label?: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      {...intent}
      variant="default"
      size="compact-sm"
      c={color}
      aria-label={label}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
