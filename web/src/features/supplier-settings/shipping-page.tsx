import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { validateCutoffSettings } from '../../../../domain/shipping/cutoffs.ts';
import { zip5Of } from '../../../../domain/shipping/distance.ts';
import {
  HOLIDAY_FORMAT_MESSAGE,
  holidayToMonthDay,
  isMonthDay,
} from '../../../../domain/shipping/holidays.ts';
import { SHIPPING_MESSAGES } from '../../../../domain/supplier-settings/shipping-rules.ts';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { cutoffSettingsOf } from './cutoff-fields.ts';
import { CutoffsFieldset } from './cutoffs-fieldset.tsx';
import { HolidaysFieldset } from '../../ui/holidays-fieldset.tsx';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { showServerErrors } from '../../ui/server-errors.ts';
import {
  saveShipping,
  shippingQueryKey,
  shippingQueryOptions,
  type ShippingForm,
  type ShippingSettings,
} from './settings-api.ts';
import { ShippingMethodsFieldset } from './shipping-methods-fieldset.tsx';
import { VacationTimesCard } from './vacation-times-card.tsx';

const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain, no DST (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
];

/** The form's values: holidays as the picker's 'MM-DD' (the API speaks 'Month DD'). */
function formOf(settings: ShippingSettings): ShippingForm {
  const { vacation_times: _vacations, ...form } = settings;
  return {
    ...form,
    holidays: form.holidays.map((h) => ({ ...h, month_day: holidayToMonthDay(h.month_day) ?? '' })),
  };
}

/** The same cut-off and holiday rules as the server (supplier-side §4, §5), before sending. */
function validate(values: ShippingForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(validateCutoffSettings(cutoffSettingsOf(values)))) {
    errors[field] = messages[0]!;
  }
  const zip = values.ship_from_zipcode?.trim() ?? '';
  if (zip !== '' && zip5Of(zip) === null) errors.ship_from_zipcode = SHIPPING_MESSAGES.shipFromZipcode;
  values.holidays.forEach((h, i) => {
    if (!h.name.trim()) errors[`holidays.${i}.name`] = 'This field is required.';
    if (!isMonthDay(h.month_day)) errors[`holidays.${i}.month_day`] = HOLIDAY_FORMAT_MESSAGE;
  });
  return errors;
}

function ShippingSettingsForm({ initial }: { initial: ShippingSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<ShippingForm>({ initialValues: formOf(initial), validate });
  const isAdmin = useHasAdminRole();
  const save = useMutation({
    mutationFn: saveShipping,
    onSuccess: ({ message, ...saved }) => {
      queryClient.setQueryData(shippingQueryKey, saved);
      form.setValues(formOf(saved));
      form.resetDirty(formOf(saved));
      notifySuccess(message);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const zones = US_TIME_ZONES.some((z) => z.value === form.values.time_zone)
    ? US_TIME_ZONES
    : [...US_TIME_ZONES, { value: form.values.time_zone, label: form.values.time_zone }];
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="shipping-form">
      {/* Settings are the account admin's to change (issue 10): a member reads them. */}
      <Fieldset variant="unstyled" disabled={!isAdmin}>
        <Stack>
          <ShippingMethodsFieldset form={form} />
          <Fieldset legend="Delivery">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Free shipping minimum"
                description="Orders from this subtotal ship free. Leave blank for no free shipping."
                leftSection="$"
                inputMode="decimal"
                maxLength={20}
                data-testid="free-shipping-minimum"
                {...form.getInputProps('free_shipping_minimum')}
                value={form.values.free_shipping_minimum ?? ''}
              />
              <Select
                label="Time zone"
                description="Cut-off times are read in this time zone."
                data={zones}
                allowDeselect={false}
                data-testid="time-zone"
                {...form.getInputProps('time_zone')}
              />
            </SimpleGrid>
            <TextInput
              mt="md"
              maw={280}
              label="Ships from ZIP code"
              description="Delivery estimates grow with the distance from here to the pharmacy; each method's transit days are its most."
              inputMode="numeric"
              maxLength={10}
              data-testid="ship-from-zipcode"
              {...form.getInputProps('ship_from_zipcode')}
              value={form.values.ship_from_zipcode ?? ''}
            />
            <Checkbox
              mt="md"
              label="Preselect overnight shipping at checkout"
              data-testid="overnight-preselected"
              {...form.getInputProps('overnight_preselected', { type: 'checkbox' })}
            />
          </Fieldset>
          <CutoffsFieldset form={form} />
          <HolidaysFieldset form={form} maxNameLength={100} />
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              data-testid="save-shipping"
            >
              Save shipping settings
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** Shipping settings (supplier-side §2 Shipping settings): methods, fees, cut-offs, holidays, vacation times. */
export function ShippingSettingsPage() {
  const query = useQuery(shippingQueryOptions());
  const isAdmin = useHasAdminRole();
  return (
    <Stack maw={960}>
      <Title order={1}>Shipping settings</Title>
      {!isAdmin && <AdminOnlyNotice can="change the shipping settings and vacation times" />}
      {query.isPending && <Skeleton height={480} />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && (
        <>
          <ShippingSettingsForm initial={query.data} />
          <VacationTimesCard vacations={query.data.vacation_times} />
        </>
      )}
    </Stack>
  );
}
