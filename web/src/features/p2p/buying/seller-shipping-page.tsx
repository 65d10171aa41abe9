import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUTOFF_WEEKDAYS } from '../../../../../domain/shipping/cutoffs.ts';
import {
  SellerShippingSettingsSchema,
  type SellerShippingSettings,
} from '../../../../../domain/p2p/seller-shipping.ts';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { HolidaysFieldset } from '../../../ui/holidays-fieldset.tsx';
import { errorMessageOf, notifyError, notifySuccess } from '../../../ui/notify.ts';
import { saveSellerShipping, sellerShippingQueryOptions } from './p2p-api.ts';

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** /pharmacy/settings/seller_shipping: an approved p2p seller's methods, cut-offs and holidays (supplier-side §2). */
export function SellerShippingPage() {
  const query = useQuery(sellerShippingQueryOptions());
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (query.isError) return <Alert color="red">{errorMessageOf(query.error)}</Alert>;
  if (!query.data.settings)
    return (
      <Stack>
        <Title order={1}>Seller shipping settings</Title>
        <Alert data-testid="seller-shipping-not-seller">
          Only an approved pharmacy seller has seller shipping settings.{' '}
          <ButtonLink to="/pharmacy/become_seller" variant="subtle" size="compact-sm">
            Become a seller
          </ButtonLink>
        </Alert>
      </Stack>
    );
  return <SellerShippingForm settings={query.data.settings} />;
}

function SellerShippingForm({ settings }: { settings: SellerShippingSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<SellerShippingSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: schemaResolver(SellerShippingSettingsSchema, { sync: true }),
  });
  const save = useMutation({
    mutationFn: saveSellerShipping,
    onSuccess: async ({ message, settings: saved }) => {
      notifySuccess(message ?? 'Saved.');
      if (saved) form.setInitialValues(saved);
      await queryClient.invalidateQueries({ queryKey: ['seller-shipping'] });
    },
    onError: notifyError,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack>
        <Title order={1}>Seller shipping settings</Title>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Shipping methods
          </Title>
          <Table data-testid="seller-methods">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Method</Table.Th>
                <Table.Th>Fee ($)</Table.Th>
                <Table.Th>Business days in transit</Table.Th>
                <Table.Th>Active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.methods.map((m, i) => (
                <Table.Tr key={m.service_type}>
                  <Table.Td>
                    <TextInput aria-label="Method name" {...form.getInputProps(`methods.${i}.name`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label="Fee"
                      decimalScale={2}
                      fixedDecimalScale
                      min={0}
                      value={m.fee_cents / 100}
                      onChange={(v) =>
                        form.setFieldValue(`methods.${i}.fee_cents`, Math.round(Number(v || 0) * 100))
                      }
                      error={form.errors[`methods.${i}.fee_cents`]}
                      data-testid={`seller-method-fee-${m.service_type}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label="Transit days"
                      min={1}
                      max={10}
                      {...form.getInputProps(`methods.${i}.transit_business_days`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label="Active"
                      {...form.getInputProps(`methods.${i}.active`, { type: 'checkbox' })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {typeof form.errors.methods === 'string' && (
            <Text c="red" size="sm">
              {form.errors.methods}
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Overnight shipping cut-off per weekday
          </Title>
          <Group>
            {CUTOFF_WEEKDAYS.map((day) => (
              <TextInput
                key={day}
                label={capitalised(day)}
                w={110}
                maxLength={5}
                {...form.getInputProps(`cutoffs.${day}`)}
              />
            ))}
          </Group>
        </Card>
        <HolidaysFieldset form={form} maxNameLength={60} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="seller-shipping-save">
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
