import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { validateMinimumSettings } from '../../../../domain/checkout/order-minimums.ts';
import { parseDollarsToCents } from '../../../../domain/money.ts';
import { errorMessageOf, notifySuccess } from '../../ui/notify.ts';
import { showServerErrors } from '../../ui/server-errors.ts';
import { minimumsQueryKey, minimumsQueryOptions, saveMinimums, type Minimums } from './settings-api.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';

const cents = (text: string) => (text.trim() === '' ? 0 : (parseDollarsToCents(text) ?? Number.NaN));

/** The same rule as the server (supplier-side §5): the total at least the brand plus generic minimums. */
function validate(values: Minimums) {
  const errors = validateMinimumSettings({
    minimumOrderTotalCents: cents(values.minimum_order_total),
    brandsMinimumOrderTotalCents: cents(values.brands_minimum_order_total),
    genericsMinimumOrderTotalCents: cents(values.generics_minimum_order_total),
  });
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
}

function MinimumsForm({ initial }: { initial: Minimums }) {
  const isAdmin = useHasAdminRole();
  const queryClient = useQueryClient();
  const form = useForm<Minimums>({ initialValues: initial, validate });
  const save = useMutation({
    mutationFn: saveMinimums,
    onSuccess: (saved) => {
      const { message, ...values } = saved;
      queryClient.setQueryData(minimumsQueryKey, values);
      form.setValues(values);
      form.resetDirty(values);
      notifySuccess(message);
    },
    onError: (error) => showServerErrors(form, error),
  });
  const money = (field: keyof Minimums, label: string, testId: string) => (
    <TextInput
      label={label}
      leftSection="$"
      inputMode="decimal"
      maxLength={20}
      data-testid={testId}
      {...form.getInputProps(field)}
    />
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="minimums-form">
      {/* Settings are the account admin's to change (issue 10): a member reads them. */}
      <Fieldset variant="unstyled" disabled={!isAdmin}>
        <Stack maw={640}>
          {money('minimum_order_total', 'Minimum order total', 'minimum-order-total')}
          <Paper withBorder p="md">
            <Text fw={500} mb="xs">
              Detailed minimums
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap="xs">
                {money('brands_minimum_order_total', 'Brands minimum order total', 'brands-minimum')}
                <Checkbox
                  label="Brand minimum is mandatory"
                  description="Otherwise an order without brand items also meets it."
                  data-testid="brands-mandatory"
                  {...form.getInputProps('brands_minimum_mandatory', { type: 'checkbox' })}
                />
              </Stack>
              <Stack gap="xs">
                {money('generics_minimum_order_total', 'Generics minimum order total', 'generics-minimum')}
                <Checkbox
                  label="Generic minimum is mandatory"
                  description="Otherwise an order without generic items also meets it."
                  data-testid="generics-mandatory"
                  {...form.getInputProps('generics_minimum_mandatory', { type: 'checkbox' })}
                />
              </Stack>
            </SimpleGrid>
          </Paper>
          <Group>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!form.isDirty()}
              data-testid="save-minimums"
            >
              Save minimums
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** Order minimums (supplier-side §3 Supplier minimums; pharmacy-side §5 Order minimums reads them at checkout). */
export function MinimumsPage() {
  const query = useQuery(minimumsQueryOptions());
  const isAdmin = useHasAdminRole();
  return (
    <Stack>
      <Title order={1}>Order minimums</Title>
      {!isAdmin && <AdminOnlyNotice can="change the order minimums" />}
      <Text c="dimmed" size="sm">
        Pharmacies cannot place an order below these amounts. The minimum order total must be at least the
        brand and generic minimums together.
      </Text>
      {query.isPending && <Skeleton height={280} maw={640} />}
      {query.isError && <Alert color="red">{errorMessageOf(query.error)}</Alert>}
      {query.isSuccess && <MinimumsForm initial={query.data} />}
    </Stack>
  );
}
