import { Badge, Table, Text } from '@mantine/core';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import type { CustomerDetail } from './customers-api.ts';

type Licence = CustomerDetail['licences'][number];

const STATUS = {
  valid: { label: 'Valid', color: 'green' },
  expiring: { label: 'Expiring soon', color: 'orange' },
  expired: { label: 'Expired', color: 'red' },
} as const;

const kindLabel = (l: Licence) =>
  l.kind === 'dea' ? 'DEA registration' : `State licence (${l.state ?? '—'})`;

/** The customer's licences on file with their expiry (issue 11, customer view), expired ones flagged. */
export function CustomerLicences({ licences }: { licences: Licence[] }) {
  if (licences.length === 0)
    return (
      <Text c="dimmed" data-testid="customer-licences-empty">
        No licences on file for this customer.
      </Text>
    );
  return (
    <Table data-testid="customer-licences">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Licence</Table.Th>
          <Table.Th>Number</Table.Th>
          <Table.Th>Issued</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {licences.map((l) => (
          <Table.Tr key={l.id} data-testid="customer-licence" data-kind={l.kind} data-status={l.status}>
            <Table.Td>{kindLabel(l)}</Table.Td>
            <Table.Td>{l.number}</Table.Td>
            <Table.Td>{l.issued_on ? formatUsDate(l.issued_on) : '—'}</Table.Td>
            <Table.Td data-testid="licence-expires">{formatUsDate(l.expires_on)}</Table.Td>
            <Table.Td>
              <Badge color={STATUS[l.status].color} data-testid="licence-status">
                {STATUS[l.status].label}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
