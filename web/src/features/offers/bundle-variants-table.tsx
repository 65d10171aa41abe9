import { ActionIcon, NumberInput, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatCents } from '../../../../domain/money.ts';
import type { BundleOfferForm } from './bundle-offer-form.ts';

/** The bundle's variants: each product with its list price, the offered pack price and quantity, and a remove button. */
export function VariantsTable({ form }: { form: UseFormReturnType<BundleOfferForm> }) {
  if (form.values.variants.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="bundle-no-variants">
        No products yet: add at least one.
      </Text>
    );
  return (
    <Table data-testid="bundle-variants">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th>List price</Table.Th>
          <Table.Th>Offer price</Table.Th>
          <Table.Th>Quantity</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {form.values.variants.map((variant, index) => (
          <Table.Tr key={variant.listing_id} data-testid="bundle-variant">
            <Table.Td>
              <Text size="sm">{variant.label}</Text>
              {form.errors[`variants.${index}.listing_id`] && (
                <Text c="red" size="xs">
                  {form.errors[`variants.${index}.listing_id`]}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatCents(variant.list_price_cents)}</Table.Td>
            <Table.Td>
              <TextInput
                aria-label="Offer price"
                leftSection="$"
                inputMode="decimal"
                maxLength={20}
                w={120}
                data-testid="bundle-variant-price"
                {...form.getInputProps(`variants.${index}.price`)}
              />
            </Table.Td>
            <Table.Td>
              <NumberInput
                aria-label="Quantity"
                min={1}
                allowDecimal={false}
                allowNegative={false}
                w={100}
                data-testid="bundle-variant-quantity"
                {...form.getInputProps(`variants.${index}.quantity`)}
              />
            </Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${variant.label}`}
                data-testid="bundle-variant-remove"
                onClick={() => form.removeListItem('variants', index)}
              >
                ×
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
