import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/checkout/payment-methods.ts';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { serviceTypeName } from '../../../../domain/shipping/shipping-options.ts';
import { formatDateTime } from '../../ui/format.ts';
import type { InvoiceDocument as Invoice } from './invoices-api.ts';

type Address = Invoice['bill_to'];
type Money = Invoice['amount'];

function AddressLines({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase">
        {title}
      </Text>
      <Text size="sm">
        {address.firstname} {address.lastname}
      </Text>
      <Text size="sm">{[address.address1, address.address2].filter(Boolean).join(', ')}</Text>
      <Text size="sm">
        {address.city}, {address.state_code} {address.zipcode}
      </Text>
    </div>
  );
}

function AmountRow({
  label,
  money,
  strong,
  testId,
}: {
  label: string;
  money: Money;
  strong?: boolean;
  testId: string;
}) {
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {money.formatted}
      </Text>
    </Group>
  );
}

function statusOf(invoice: Invoice): { label: string; color: string } {
  if (invoice.status === 'paid') return { label: 'Paid', color: 'green' };
  return invoice.overdue ? { label: 'Overdue', color: 'red' } : { label: 'Open', color: 'blue' };
}

/**
 * An invoice as a document (issue 10): who bills whom, number, issue and due dates, the order it
 * bills with both addresses, one line per product, the order's totals, then paid and remaining.
 * Laid out to print: the page around it hides its controls when printed (ui/print.css).
 */
export function InvoiceDocumentView({ invoice }: { invoice: Invoice }) {
  const status = statusOf(invoice);
  const t = invoice.totals;
  return (
    <Paper withBorder p="xl" data-testid="invoice-document">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} data-testid="invoice-number">
              Invoice #{invoice.number}
            </Title>
            <Text size="sm">
              {invoice.supplier.name} to {invoice.pharmacy.name}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Badge color={status.color} data-testid="invoice-status">
              {status.label}
            </Badge>
            <Text size="sm" data-testid="invoice-issued">
              Issued {formatUsDate(invoice.issued_on)}
            </Text>
            <Text size="sm" data-testid="invoice-due">
              Due {formatUsDate(invoice.due_on)}
            </Text>
            {invoice.paid_at && <Text size="sm">Paid {formatDateTime(invoice.paid_at)}</Text>}
          </Stack>
        </Group>
        <Text size="sm">
          Order #{invoice.order.number} placed {formatDateTime(invoice.order.placed_at)} ·{' '}
          {PAYMENT_METHOD_LABELS[invoice.order.payment_method]} ·{' '}
          {serviceTypeName(invoice.order.shipping_method)}
        </Text>
        <SimpleGrid cols={2}>
          <AddressLines title="Bill to" address={invoice.bill_to} />
          <AddressLines title="Ship to" address={invoice.ship_to} />
        </SimpleGrid>
        <Table data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>NDC</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line) => (
              <Table.Tr key={line.id} data-testid="invoice-line">
                <Table.Td>{line.ndc}</Table.Td>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{line.unit_price}</Table.Td>
                <Table.Td ta="right">{line.total}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4} ml="auto" w={300}>
          <AmountRow label="Items" money={t.item_total} testId="invoice-items" />
          {t.ach_discount.cents > 0 && (
            <AmountRow label="ACH discount" money={t.ach_discount} testId="invoice-ach" />
          )}
          {t.tax.cents > 0 && <AmountRow label="Tax" money={t.tax} testId="invoice-tax" />}
          <AmountRow label="Shipping" money={t.shipping} testId="invoice-shipping" />
          {t.card_fee.cents > 0 && (
            <AmountRow label="Card fee" money={t.card_fee} testId="invoice-card-fee" />
          )}
          <AmountRow label="Total" money={t.total} strong testId="invoice-total" />
          <Divider />
          <AmountRow label="Paid" money={invoice.paid} testId="invoice-paid" />
          <AmountRow label="Remaining" money={invoice.remaining} strong testId="invoice-remaining" />
        </Stack>
      </Stack>
    </Paper>
  );
}
