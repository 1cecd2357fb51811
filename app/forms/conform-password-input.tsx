import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { PasswordInput } from '@mantine/core/esm/components/PasswordInput/PasswordInput';
import type { ComponentProps } from 'react';

// A file of its own: the forms without a password (아이디·비밀번호 찾기) do not download PasswordInput.

type PasswordProps = Omit<ComponentProps<typeof PasswordInput>, 'name' | 'defaultValue' | 'error' | 'type'>;

/** A password field of a Conform form; the page never sends a password back into it. */
export function ConformPasswordInput({ field, ...props }: PasswordProps & { field: FieldMetadata<string> }) {
  // PasswordInput sets the type itself: its eye button shows the password
  const { key, type: _password, ...input } = getInputProps(field, { type: 'password', ariaAttributes: false });
  return <PasswordInput key={key} {...props} {...input} withAsterisk error={field.errors?.[0]} />;
}
