import type { FieldMetadata } from '@conform-to/react';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { INTERVIEW_LIMITS } from '#contracts/interview';
import { DEFAULT_SLOT_MINUTES, SLOT_MINUTES, type SlotRow } from './propose-interview.schema';
import { SelectField, TextField } from '~/forms/form-controls';

const MINUTE_CHOICES = Object.fromEntries(SLOT_MINUTES.map((minutes) => [String(minutes), `${minutes}분`]));

/**
 * What the rows hold before anything is typed: all three are always in the form, so it needs no
 * JavaScript to offer a second or a third time; a row left without date and time is skipped.
 */
export const EMPTY_SLOT_ROWS: SlotRow[] = Array.from({ length: INTERVIEW_LIMITS.slots }, () => ({
  minutes: String(DEFAULT_SLOT_MINUTES),
}));

/** The candidate times, each a date, a start and a length, read in Korean time. */
export function SlotRows({ field }: { field: FieldMetadata<SlotRow[] | undefined> }) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={4}>
        면접 시간 (한국 시간 · {INTERVIEW_LIMITS.slots}개까지, 2안부터는 비워 둬도 됩니다)
      </Text>
      {field.getFieldList().map((row, index) => {
        const fields = row.getFieldset();
        const label = `${index + 1}안`;
        return (
          <SimpleGrid key={row.key} cols={{ base: 1, xs: 3 }} spacing="xs">
            <TextField field={fields.date} type="date" label={`${label} 날짜`} />
            <TextField field={fields.time} type="time" label={`${label} 시작 시간`} />
            <SelectField field={fields.minutes} table={MINUTE_CHOICES} label={`${label} 길이`} />
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
