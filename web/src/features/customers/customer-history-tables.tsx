import { Table, Text } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import { formatDateTime } from '../../ui/format.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import type { CustomerDetail } from './customers-api.ts';

/** The customer's orders with this supplier, each linking to the supplier's order page. */
export function CustomerOrders({ orders }: { orders: CustomerDetail['orders'] }) {
  if (orders.length === 0)
    return (
      <Text c="dimmed" data-testid="customer-orders-empty">
        No orders from this customer yet.
      </Text>
    );
  return (
    <Table data-testid="customer-orders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Order</Table.Th>
          <Table.Th>Placed</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orders.map((o) => (
          <Table.Tr key={o.id}>
            <Table.Td>
              <AnchorLink to="/suppliers/orders/$orderId" params={{ orderId: o.id }}>
                #{o.number}
              </AnchorLink>
            </Table.Td>
            <Table.Td>{formatDateTime(o.placed_at)}</Table.Td>
            <Table.Td>{o.status}</Table.Td>
            <Table.Td ta="right">{formatCents(o.total_cents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The customer's invoices from this supplier, with what is still open. */
export function CustomerInvoices({ invoices }: { invoices: CustomerDetail['invoices'] }) {
  if (invoices.length === 0)
    return (
      <Text c="dimmed" data-testid="customer-invoices-empty">
        No invoices for this customer yet.
      </Text>
    );
  return (
    <Table data-testid="customer-invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Issued</Table.Th>
          <Table.Th>Due</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Open</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((i) => (
          <Table.Tr key={i.id}>
            <Table.Td>#{i.number}</Table.Td>
            <Table.Td>{i.issued_on}</Table.Td>
            <Table.Td>{i.due_on}</Table.Td>
            <Table.Td>{i.status}</Table.Td>
            <Table.Td ta="right">{formatCents(i.amount_cents)}</Table.Td>
            <Table.Td ta="right">{formatCents(i.amount_cents - i.paid_cents)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
