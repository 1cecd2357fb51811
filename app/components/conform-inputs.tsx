import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import type { ComponentProps } from 'react';

type TextProps = Omit<ComponentProps<typeof TextInput>, 'name' | 'defaultValue' | 'error' | 'type'>;

/**
 * A Mantine text field wired to a Conform field: its name, what was typed, its Korean error. Mantine
 * says the field is invalid and points at the error; Conform's own aria attributes would point at
 * an element Mantine does not render.
 */
export function ConformTextInput({
  field,
  type = 'text',
  ...props
}: TextProps & { field: FieldMetadata<string>; type?: 'text' | 'email' | 'tel' }) {
  const { key, ...input } = getInputProps(field, { type, ariaAttributes: false });
  // marked required unless the form says otherwise (withAsterisk={false})
  return <TextInput key={key} withAsterisk {...props} {...input} error={field.errors?.[0]} />;
}

// The Mantine-free pieces, where the forms of this module's fields found them.
export { FormErrors, type FormValidator, useContractForm } from './contract-form';
