import { Button, CloseButton, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { confirmAction } from './confirm.ts';
import { MonthDayPicker } from './month-day-picker.tsx';

/** A holiday row of a seller's shipping form: its date as the shipping model's 'MM-DD'. */
export type HolidayRow = { id?: string; name: string; month_day: string };

/**
 * A seller's yearly holidays (supplier-side §2 "nested rows" with a month-and-day picker), the same
 * fieldset on the supplier's shipping settings and the p2p seller's: a name and a date per row.
 */
export function HolidaysFieldset<T extends { holidays: HolidayRow[] }>({
  form,
  maxNameLength,
}: {
  form: UseFormReturnType<T>;
  maxNameLength: number;
}) {
  const holidays = form.getValues().holidays;
  // Mantine's path types do not resolve through a generic form: the two writes see the rows' type.
  const rows = form as unknown as UseFormReturnType<{ holidays: HolidayRow[] }>;
  return (
    <Fieldset legend="Holidays" data-testid="holidays">
      <Stack>
        <Text size="sm" c="dimmed">
          Nothing ships on these days, every year.
        </Text>
        {holidays.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="holidays-empty">
            No holidays yet.
          </Text>
        )}
        {holidays.map((holiday, i) => (
          <Group key={form.key(`holidays.${i}`)} align="flex-end" wrap="nowrap" data-testid="holiday-row">
            <TextInput
              label="Holiday"
              maxLength={maxNameLength}
              style={{ flex: 1 }}
              {...form.getInputProps(`holidays.${i}.name`)}
            />
            <MonthDayPicker
              label="Month"
              testId={`holiday-${i}`}
              value={holiday.month_day}
              error={form.errors[`holidays.${i}.month_day`]}
              onChange={(value) => rows.setFieldValue(`holidays.${i}.month_day`, value)}
            />
            <CloseButton
              mb={6}
              aria-label={`Remove ${holiday.name || 'holiday'}`}
              onClick={() =>
                confirmAction({
                  message: `Remove ${holiday.name || 'this holiday'}? It is gone once you save.`,
                  danger: true,
                  onConfirm: () => form.removeListItem('holidays', i),
                })
              }
              data-testid="remove-holiday"
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => rows.insertListItem('holidays', { name: '', month_day: '' })}
            data-testid="add-holiday"
          >
            Add holiday
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
