import { Alert, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import type { Address, OrderDetail, Totals } from './supplier-orders-api.ts';

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <Paper withBorder p="sm">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="sm">
        {address.firstname} {address.lastname}
      </Text>
      <Text size="sm">{address.address1}</Text>
      {address.address2 && <Text size="sm">{address.address2}</Text>}
      <Text size="sm">
        {address.city}, {address.state_code} {address.zipcode}
      </Text>
      {address.phone && <Text size="sm">{address.phone}</Text>}
    </Paper>
  );
}

/** The money of an order, every amount computed by the server. */
export function TotalsTable({ totals, testId }: { totals: Totals; testId: string }) {
  const rows: [string, number][] = [
    ['Items', totals.item_total_cents],
    ['Shipping', totals.shipping_cents],
    ['Card processing fee', totals.card_fee_cents],
    ['ACH discount', -totals.ach_discount_cents],
    ['Tax', totals.tax_cents],
  ];
  return (
    <Table withRowBorders={false} data-testid={testId} maw={360}>
      <Table.Tbody>
        {rows.map(([label, cents]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{formatCents(cents)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>Total</Table.Td>
          <Table.Td ta="right" fw={700} data-testid={`${testId}-total`}>
            {formatCents(totals.total_cents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Lines, totals, addresses and what changed last (issue 4: the pharmacy is told what changed). */
export function OrderSummary({ order }: { order: OrderDetail }) {
  return (
    <Stack>
      {order.change_summary.length > 0 && (
        <Alert title="Last change" color="grape" data-testid="change-summary">
          <List size="sm">
            {order.change_summary.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Title order={3}>Items</Title>
      <Table.ScrollContainer minWidth={600}>
        <Table striped data-testid="order-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>NDC</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Pack price</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id} data-testid="order-item" data-id={item.id}>
                <Table.Td>
                  {item.name} {item.is_brand ? '(brand)' : ''}
                </Table.Td>
                <Table.Td>{item.ndc}</Table.Td>
                <Table.Td ta="right">
                  {item.quantity}
                  {item.quantity !== item.original_quantity && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (was {item.original_quantity})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatCents(item.unit_cents)}</Table.Td>
                <Table.Td ta="right">{formatCents(item.total_cents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group align="flex-start" justify="space-between">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AddressBlock title="Ship to" address={order.ship_address} />
          <AddressBlock title="Bill to" address={order.bill_address} />
        </SimpleGrid>
        <TotalsTable totals={order.totals} testId="order-totals" />
      </Group>
    </Stack>
  );
}
