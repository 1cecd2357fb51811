import type { ElementProps, InputBaseProps } from '@mantine/core';
import { InputBase } from '@mantine/core/esm/components/InputBase/InputBase';

/*
 * Mantine's multi-line field on its own, for a form without Conform (the operator's pages, an order's
 * refund request); a Conform form takes form-controls.tsx's TextareaField, which is this wired to its
 * field, and a public page under the weight budgets plain-fields.tsx's PlainTextarea.
 */

/**
 * Mantine's Textarea without autosize, rendering the same markup: Mantine's module imports
 * react-textarea-autosize whether or not a field asks for it. Here `rows` sets the height and the
 * writer may drag it taller; the text scrolls within otherwise.
 */
export function Textarea(props: InputBaseProps & ElementProps<'textarea', 'size'>) {
  return (
    <InputBase
      component="textarea"
      size="sm"
      styles={{ input: { resize: 'vertical' } }}
      {...props}
      __staticSelector="Textarea"
      multiline
    />
  );
}
