import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { preferenceErrors } from '../../../../domain/supplier-settings/preferences.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import {
  preferencesQueryKey,
  preferencesQueryOptions,
  savePreferences,
  type SupplierPreferences,
} from './settings-api.ts';

type Values = {
  pay_by_statement: boolean;
  due: 'last_day' | 'due_day';
  invoices_due_day: number | string;
  send_license_updates_notifs_to_buyers: boolean;
};

const valuesOf = (p: SupplierPreferences): Values => ({
  pay_by_statement: p.pay_by_statement,
  due: p.invoices_due_on_last_day ? 'last_day' : 'due_day',
  invoices_due_day: p.invoices_due_day ?? '',
  send_license_updates_notifs_to_buyers: p.send_license_updates_notifs_to_buyers,
});

const dueDayOf = (v: Values) => (v.invoices_due_day === '' ? null : Number(v.invoices_due_day));

/** The same rule as the server (supplier-side §5): the due day is required unless due on the last day. */
function validate(values: Values) {
  const errors = preferenceErrors({
    invoicesDueOnLastDay: values.due === 'last_day',
    invoicesDueDay: dueDayOf(values),
  });
  return { invoices_due_day: errors.invoices_due_day?.[0] ?? null };
}

const bodyOf = (values: Values): SupplierPreferences => ({
  pay_by_statement: values.pay_by_statement,
  invoices_due_on_last_day: values.due === 'last_day',
  invoices_due_day: values.due === 'last_day' ? null : dueDayOf(values),
  send_license_updates_notifs_to_buyers: values.send_license_updates_notifs_to_buyers,
});

function PreferencesForm({ initial }: { initial: SupplierPreferences }) {
  const isAdmin = useHasAdminRole();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ initialValues: valuesOf(initial), validate });
  const save = useMutation({
    mutationFn: (values: Values) => savePreferences(bodyOf(values)),
    onSuccess: (saved) => {
      const { message, ...preferences } = saved;
      queryClient.setQueryData(preferencesQueryKey, preferences);
      form.setValues(valuesOf(preferences));
      form.resetDirty(valuesOf(preferences));
      notifySuccess(message);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const onLastDay = form.values.due === 'last_day';
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="preferences-form">
      {/* Settings are the account admin's to change (issue 10): a member reads them. */}
      <Fieldset variant="unstyled" disabled={!isAdmin}>
        <Stack maw={640}>
          <Checkbox
            label="Pay by statement"
            description="Invoices are due on the monthly statement's due date, in the month after they are issued."
            data-testid="pref-pay-by-statement"
            {...form.getInputProps('pay_by_statement', { type: 'checkbox' })}
          />
          <Paper withBorder p="md">
            <Text fw={500} mb="xs">
              End of month
            </Text>
            <Stack gap="sm">
              <Radio.Group
                label="Invoices are due"
                {...form.getInputProps('due')}
                onChange={(value) => {
                  form.setFieldValue('due', value as Values['due']);
                  // supplier-side §4: choosing the last day clears and disables the due day.
                  if (value === 'last_day') {
                    form.setFieldValue('invoices_due_day', '');
                    form.clearFieldError('invoices_due_day');
                  }
                }}
              >
                <Group mt={4}>
                  <Radio value="last_day" label="On the last day of the month" data-testid="pref-last-day" />
                  <Radio value="due_day" label="On a due day" data-testid="pref-due-day-choice" />
                </Group>
              </Radio.Group>
              <NumberInput
                label="Invoices due day"
                description="A day of the month, 1 to 31 (the month's last day when it is shorter)."
                min={1}
                max={31}
                allowDecimal={false}
                maw={220}
                disabled={onLastDay}
                withAsterisk={!onLastDay}
                data-testid="pref-due-day"
                {...form.getInputProps('invoices_due_day')}
              />
            </Stack>
          </Paper>
          <Checkbox
            label="Send licence update notifications to buyers"
            description="Tell your customers when your licences are updated."
            data-testid="pref-license-notifs"
            {...form.getInputProps('send_license_updates_notifs_to_buyers', { type: 'checkbox' })}
          />
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              data-testid="save-preferences"
            >
              Save preferences
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** Supplier preferences (supplier-side §2 Supplier preference page, §3, §4 Invoice due day, §5). */
export function PreferencesPage() {
  const query = useQuery(preferencesQueryOptions());
  const isAdmin = useHasAdminRole();
  return (
    <Stack>
      <Title order={1}>Preferences</Title>
      {!isAdmin && <AdminOnlyNotice can="change the preferences" />}
      <Text c="dimmed" size="sm">
        How your invoices fall due. A customer's own end-of-month terms come first, unless you invoice by
        statement.
      </Text>
      {query.isPending && <Skeleton height={320} maw={640} />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && <PreferencesForm initial={query.data} />}
    </Stack>
  );
}
