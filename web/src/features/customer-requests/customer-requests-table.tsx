/**
 * A list of customer requests in the shared data table: the supplier's (with decision controls on
 * pending rows) or the pharmacy's own (their outcome). `CustomerRequestsPanel` is the one a
 * customer's page mounts.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { AccountChangeModal } from './account-change-modal.tsx';
import { RequestActions, useDecision } from './request-actions.tsx';
import { outcomeText, requestColumns } from './request-columns.tsx';
import { WithdrawButton } from './withdraw-button.tsx';
import {
  approveAccountChange,
  requestsQueryOptions,
  type CustomerRequest,
  type RequestListParams,
} from './requests-api.ts';

export type CustomerRequestsTableProps = {
  side: 'supplier' | 'pharmacy';
  filter: Omit<RequestListParams, 'page' | 'per_page'>;
  emptyText: string;
  onDecided?: (request: CustomerRequest) => void;
  testId?: string;
};

export function CustomerRequestsTable({
  side,
  filter,
  emptyText,
  onDecided,
  testId = 'requests-table',
}: CustomerRequestsTableProps) {
  const [paging, setPaging] = useState({ page: 1, per_page: 25 });
  const query = useQuery(requestsQueryOptions({ ...filter, ...paging }));
  const [approving, setApproving] = useState<CustomerRequest | null>(null);
  const accountDecision = useDecision(onDecided);
  const actions: Column<CustomerRequest>[] =
    side === 'supplier'
      ? [
          {
            key: 'actions',
            header: '',
            render: (r) =>
              r.status === 'pending' ? (
                <RequestActions request={r} onDecided={onDecided} onApproveAccountChange={setApproving} />
              ) : (
                outcomeText(r)
              ),
          },
        ]
      : [
          { key: 'outcome', header: 'Outcome', render: outcomeText },
          { key: 'withdraw', header: '', render: (r) => <WithdrawButton request={r} /> },
        ];
  return (
    <>
      <DataTable
        rows={query.data?.data}
        rowKey={(r) => r.id}
        columns={[...requestColumns(side), ...actions]}
        status={query}
        empty={{ title: 'No requests', description: emptyText, testId: `${testId}-empty` }}
        testId={testId}
        rowTestId="request-row"
        rowAttributes={(r) => ({ 'data-id': r.id, 'data-kind': r.kind })}
        paging={{
          page: paging.page,
          perPage: paging.per_page,
          total: query.data?.total ?? 0,
          noun: 'request',
          testId: `${testId}-paging`,
          onParams: (next) => setPaging({ page: next.page, per_page: next.per_page ?? paging.per_page }),
        }}
      />
      <AccountChangeModal
        request={approving}
        onClose={() => setApproving(null)}
        onApprove={(body) =>
          approving && accountDecision.mutate(() => approveAccountChange(approving.id, body))
        }
      />
    </>
  );
}

/** A customer's requests, pending and decided, with the decisions (for the supplier's customer page). */
export function CustomerRequestsPanel({ customerId }: { customerId: string }) {
  return (
    <CustomerRequestsTable
      side="supplier"
      filter={{ customer_id: customerId }}
      emptyText="This customer has sent no requests."
      testId="customer-requests-panel"
    />
  );
}
