/**
 * /suppliers/customers/audits (issue 11: "the wholesaler sees the audit on its customers page"):
 * the audits its customers opened, pending (not yet completed) or history, with the answers.
 * `CustomerAuditsPanel` is the same list for one customer, a tab of the customer view.
 */
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { supplierAuditsQueryOptions, type Audit } from './audits-api.ts';
import { AuditsTable } from './audits-table.tsx';
import { SupplierAuditActions } from './supplier-audit-actions.tsx';

export type AuditsTab = 'pending' | 'history';

const inTab = (tab: AuditsTab) => (a: Audit) => (tab === 'history') === (a.status === 'completed');

function SupplierAuditsTable({
  customerId,
  tab,
  testId,
}: {
  customerId?: string;
  tab?: AuditsTab;
  testId: string;
}) {
  const audits = useQuery(supplierAuditsQueryOptions(customerId));
  const rows = tab ? audits.data?.data.filter(inTab(tab)) : audits.data?.data;
  return (
    <AuditsTable
      side="supplier"
      rows={rows}
      status={audits}
      actions={(a) => <SupplierAuditActions audit={a} />}
      empty={{
        title: tab === 'history' ? 'No completed audits' : 'No audits',
        description:
          tab === 'history'
            ? 'Audits you mark completed appear here.'
            : 'When a customer is audited and asks you for proofs of purchase, the audit appears here.',
      }}
      testId={testId}
    />
  );
}

export function SupplierAuditsPage({ tab, onTab }: { tab: AuditsTab; onTab: (tab: AuditsTab) => void }) {
  return (
    <Stack>
      <Title order={1}>Customer audits</Title>
      <SegmentedControl
        w={260}
        value={tab}
        onChange={(value) => onTab(value === 'history' ? 'history' : 'pending')}
        data={[
          { value: 'pending', label: 'Pending' },
          { value: 'history', label: 'History' },
        ]}
        data-testid="audits-tab"
      />
      <SupplierAuditsTable key={tab} tab={tab} testId="supplier-audits" />
    </Stack>
  );
}

/** One customer's audits with the answers (the customer view's Audits tab). */
export function CustomerAuditsPanel({ customerId }: { customerId: string }) {
  return <SupplierAuditsTable customerId={customerId} testId="customer-audits-panel" />;
}
