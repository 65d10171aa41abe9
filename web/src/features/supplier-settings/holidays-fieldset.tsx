import { Button, CloseButton, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MonthDayPicker } from './month-day-picker.tsx';
import type { ShippingForm } from './settings-api.ts';

/** The holiday schedule: nested rows of a name and a yearly 'Month DD' date (supplier-side §2, §5). */
export function HolidaysFieldset({ form }: { form: UseFormReturnType<ShippingForm> }) {
  const holidays = form.values.holidays;
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
              maxLength={100}
              style={{ flex: 1 }}
              {...form.getInputProps(`holidays.${i}.name`)}
            />
            <MonthDayPicker
              label="Month"
              testId={`holiday-${i}`}
              value={holiday.month_day}
              error={form.errors[`holidays.${i}.month_day`]}
              onChange={(value) => form.setFieldValue(`holidays.${i}.month_day`, value)}
            />
            <CloseButton
              mb={6}
              aria-label={`Remove ${holiday.name || 'holiday'}`}
              onClick={() => form.removeListItem('holidays', i)}
              data-testid="remove-holiday"
            />
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => form.insertListItem('holidays', { name: '', month_day: '' })}
            data-testid="add-holiday"
          >
            Add holiday
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
