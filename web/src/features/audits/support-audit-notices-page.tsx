/**
 * /support/audit_notices (supplier-side §6 "Support: notified about missing proofs of purchase"):
 * the pharmacies' missing-proofs notices with their comments, and audits whose deadline passed.
 */
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { rowsOfPage, useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { formatDateTime } from '../../ui/format.ts';
import { AUDIT_STATUS_LABELS, auditPeriod } from './audit-columns.tsx';
import { auditNoticesQueryOptions, type AuditNotice } from './audits-api.ts';

const KIND_LABELS: Record<AuditNotice['kind'], string> = {
  missing_proofs: 'Missing proofs',
  deadline_passed: 'Deadline passed',
};

const COLUMNS: Column<AuditNotice>[] = [
  {
    key: 'kind',
    header: 'Notice',
    noWrap: true,
    render: (n) => (
      <Badge color={n.kind === 'missing_proofs' ? 'orange' : 'red'} data-testid="notice-kind">
        {KIND_LABELS[n.kind]}
      </Badge>
    ),
  },
  { key: 'audit', header: 'Audit', render: (n) => `#${n.audit.number}`, noWrap: true },
  { key: 'pharmacy', header: 'Pharmacy', render: (n) => n.audit.pharmacy_name },
  { key: 'wholesaler', header: 'Wholesaler', render: (n) => n.audit.supplier_name },
  { key: 'auditor', header: 'Auditor', render: (n) => n.audit.auditor_name },
  { key: 'period', header: 'Period', render: (n) => auditPeriod(n.audit), noWrap: true },
  { key: 'status', header: 'Status', render: (n) => AUDIT_STATUS_LABELS[n.audit.status] },
  {
    key: 'comment',
    header: 'Comment',
    render: (n) => (
      <Text size="sm" maw={360} data-testid="notice-comment">
        {n.user_comment ?? '—'}
      </Text>
    ),
  },
  { key: 'reported', header: 'Reported by', render: (n) => n.reported_by ?? 'Deadline' },
  { key: 'received', header: 'Received', render: (n) => formatDateTime(n.created_at), noWrap: true },
];

export function SupportAuditNoticesPage() {
  const notices = useQuery(auditNoticesQueryOptions());
  const paging = useLocalPaging(25);
  const rows = notices.data?.data;
  return (
    <Stack>
      <Title order={1}>Audit notices</Title>
      <DataTable
        rows={rowsOfPage(rows, paging)}
        rowKey={(n) => n.id}
        columns={COLUMNS}
        status={notices}
        empty={{
          title: 'No audit notices',
          description: 'Pharmacies’ missing-proofs notices and passed audit deadlines appear here.',
          testId: 'audit-notices-empty',
        }}
        testId="audit-notices"
        loadingTestId="audit-notices-loading"
        rowTestId="audit-notice-row"
        rowAttributes={(n) => ({ 'data-id': n.id, 'data-audit': n.audit.id })}
        minWidth={1100}
        paging={{ ...paging, total: rows?.length ?? 0, noun: 'notice', testId: 'audit-notices-paging' }}
      />
    </Stack>
  );
}
