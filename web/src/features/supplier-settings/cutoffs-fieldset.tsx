import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CUTOFF_TIME_MAX_LENGTH, CUTOFF_WEEKDAYS } from '../../../../domain/shipping/cutoffs.ts';
import { ALL_DAYS_FIELD as ALL_DAYS, dayField, fieldsAfterTypingAllDays } from './cutoff-fields.ts';
import type { ShippingForm } from './settings-api.ts';

const label = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/**
 * Cut-off times (supplier-side §4 Same cutoff for all days): checked shows the all-days field
 * (required) and makes the per-day fields read-only; a valid time typed there is copied to Monday
 * through Saturday, never Sunday. Unchecked reverses this.
 */
export function CutoffsFieldset({ form }: { form: UseFormReturnType<ShippingForm> }) {
  const same = form.values.same_cutoff_for_all_days;
  const typeAllDays = (value: string) => form.setValues(fieldsAfterTypingAllDays(form.values, value));
  return (
    <Fieldset legend="Shipping cut-off times" data-testid="cutoffs">
      <Stack>
        <Checkbox
          label="Same cut-off time for all days"
          data-testid="same-cutoff"
          {...form.getInputProps('same_cutoff_for_all_days', { type: 'checkbox' })}
        />
        {same && (
          <TextInput
            label="Cut-off time for all days"
            description="24-hour time in your time zone, e.g. 5:00 or 17:00."
            required
            maxLength={CUTOFF_TIME_MAX_LENGTH}
            name={ALL_DAYS}
            data-testid="cutoff-all-days"
            {...form.getInputProps(ALL_DAYS)}
            value={form.values[ALL_DAYS] ?? ''}
            onChange={(e) => typeAllDays(e.currentTarget.value)}
          />
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {CUTOFF_WEEKDAYS.map((day) => {
            const field = dayField(day);
            return (
              <TextInput
                key={day}
                label={label(day)}
                readOnly={same}
                maxLength={CUTOFF_TIME_MAX_LENGTH}
                name={field}
                placeholder="none"
                data-testid={`cutoff-${day}`}
                {...form.getInputProps(field)}
                value={form.values[field] ?? ''}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
