import type { ComboboxData, ComboboxItem, ComboboxParsedItem, NativeSelectProps } from '@mantine/core';
import { ComboboxChevron } from '@mantine/core/esm/components/Combobox/ComboboxChevron/ComboboxChevron';
import { getParsedComboboxData } from '@mantine/core/esm/components/Combobox/get-parsed-combobox-data/get-parsed-combobox-data';
import { InputBase } from '@mantine/core/esm/components/InputBase/InputBase';

/*
 * Mantine's select on its own, for a form without Conform (the operator's pages); a Conform form
 * takes form-controls.tsx's SelectField, which is this wired to its field, and a public page under
 * the weight budgets plain-fields.tsx's PlainSelect.
 */

/**
 * Mantine's NativeSelect, put together from the same parts and rendering the same markup. Mantine's
 * own module also imports Combobox, Checkbox, ScrollArea and floating-ui for their side effects,
 * which would put them on every page with a select.
 */
export function NativeSelect({ data, size, error, ...others }: NativeSelectProps & { data: ComboboxData }) {
  return (
    <InputBase
      component="select"
      {...others}
      __staticSelector="NativeSelect"
      size={size}
      pointer
      error={error}
      rightSection={<ComboboxChevron size={size} error={error} />}
    >
      {getParsedComboboxData(data).map((item, index) => (
        <Option key={index} item={item} />
      ))}
    </InputBase>
  );
}

function Option({ item }: { item: ComboboxParsedItem }) {
  if ('group' in item) {
    return (
      <optgroup label={item.group}>
        {item.items.map((option: ComboboxItem) => (
          <Option key={option.value} item={option} />
        ))}
      </optgroup>
    );
  }
  return (
    <option value={item.value} disabled={item.disabled}>
      {item.label}
    </option>
  );
}
