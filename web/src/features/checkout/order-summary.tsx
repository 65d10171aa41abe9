import { Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import type { CheckoutLine, Totals } from './checkout-api.ts';
import { ExpiryNote } from '../cart/index.ts';

function Row({
  label,
  cents,
  testId,
  negative,
}: {
  label: string;
  cents: number;
  testId: string;
  negative?: boolean;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm" data-testid={testId}>
        {negative ? `−${formatCents(cents)}` : formatCents(cents)}
      </Text>
    </Group>
  );
}

/** The order summary: items at today's prices and the totals for the chosen payment method (server-computed). */
export function OrderSummary({ lines, totals }: { lines: CheckoutLine[]; totals: Totals }) {
  return (
    <Stack gap="xs" data-testid="order-summary">
      <Title order={2} size="h4">
        Order summary
      </Title>
      <Table fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id} data-testid="summary-line">
              <Table.Td>
                {l.name} {l.strength}
                <Text size="xs" c="dimmed">
                  {l.package_size}
                  {l.special_discount_applied && ' · special discount'}
                  {!l.returnable && ' · non-returnable'}
                  {!l.available && ' · no longer available'}
                </Text>
                <ExpiryNote expiry={l.expiration_date} shortDated={l.short_dated} />
              </Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right">
                {l.unit_cents !== l.original_unit_cents && (
                  <Text span size="xs" td="line-through" c="dimmed" mr={4}>
                    {formatCents(l.original_unit_cents)}
                  </Text>
                )}
                {formatCents(l.unit_cents)}
              </Table.Td>
              <Table.Td ta="right">{formatCents(l.total_cents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Row label="Items" cents={totals.item_total_cents} testId="total-items" />
      <Row label="Shipping" cents={totals.shipping_cents} testId="total-shipping" />
      {totals.card_fee_cents > 0 && (
        <Row label="Card processing fee" cents={totals.card_fee_cents} testId="total-card-fee" />
      )}
      {totals.ach_discount_cents > 0 && (
        <Row label="ACH discount" cents={totals.ach_discount_cents} testId="total-ach-discount" negative />
      )}
      {totals.tax_cents > 0 && <Row label="Tax" cents={totals.tax_cents} testId="total-tax" />}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="total">
          {formatCents(totals.total_cents)}
        </Text>
      </Group>
    </Stack>
  );
}
