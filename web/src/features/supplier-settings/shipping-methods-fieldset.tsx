import {
  Button,
  CloseButton,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ShippingForm } from './settings-api.ts';

/** The methods a supplier ships with: service type, name, business days in transit and fee. */
export function ShippingMethodsFieldset({ form }: { form: UseFormReturnType<ShippingForm> }) {
  const methods = form.values.shipping_methods;
  const listError = form.errors.shipping_methods;
  return (
    <Fieldset legend="Shipping methods" data-testid="shipping-methods">
      <Stack>
        {methods.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="shipping-methods-empty">
            No shipping methods yet. Pharmacies need at least one to check out.
          </Text>
        )}
        {methods.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service type</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Business days in transit (farthest)</Table.Th>
                <Table.Th>Fee</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methods.map((method, i) => (
                <Table.Tr key={form.key(`shipping_methods.${i}`)} data-testid="shipping-method-row">
                  <Table.Td>
                    <TextInput
                      aria-label="Service type"
                      placeholder="ground"
                      maxLength={32}
                      {...form.getInputProps(`shipping_methods.${i}.service_type`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label="Name"
                      placeholder="Ground"
                      maxLength={60}
                      {...form.getInputProps(`shipping_methods.${i}.name`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label="Business days in transit"
                      min={1}
                      max={30}
                      allowDecimal={false}
                      w={100}
                      {...form.getInputProps(`shipping_methods.${i}.transit_business_days`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label="Fee"
                      leftSection="$"
                      inputMode="decimal"
                      maxLength={20}
                      w={120}
                      {...form.getInputProps(`shipping_methods.${i}.fee`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <CloseButton
                      aria-label={`Remove ${method.name || 'shipping method'}`}
                      onClick={() => form.removeListItem('shipping_methods', i)}
                      data-testid="remove-shipping-method"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {listError && (
          <Text size="sm" c="red">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            onClick={() =>
              form.insertListItem('shipping_methods', {
                service_type: '',
                name: '',
                transit_business_days: 3,
                fee: '0.00',
              })
            }
            data-testid="add-shipping-method"
          >
            Add shipping method
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
