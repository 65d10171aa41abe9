/**
 * A supplier's list of one kind of customer request, pending or history (`?type=history`):
 * `/suppliers/customers/account_type_change_requests`, `/suppliers/customers/credit_increase_requests`,
 * `/suppliers/customers/request_eom_changes` (supplier-side §2).
 */
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { CustomerRequestsTable } from './customer-requests-table.tsx';
import type { CustomerRequest, RequestKind } from './requests-api.ts';

export type RequestsTab = 'pending' | 'history';

export function SupplierRequestsPage({
  title,
  kind,
  type,
  onType,
  onDecided,
}: {
  title: string;
  kind: RequestKind;
  type: RequestsTab;
  onType: (type: RequestsTab) => void;
  onDecided?: (request: CustomerRequest) => void;
}) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <SegmentedControl
        w={260}
        value={type}
        onChange={(value) => onType(value)}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'history', label: 'History' },
        ]}
        data-testid="requests-tab"
      />
      <CustomerRequestsTable
        key={type}
        side="supplier"
        filter={{ kind, type }}
        emptyText={type === 'pending' ? 'No request awaits your decision.' : 'No decided requests yet.'}
        onDecided={onDecided}
      />
    </Stack>
  );
}
