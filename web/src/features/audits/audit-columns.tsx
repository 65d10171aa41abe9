/** The columns both sides' audit lists show: who, the auditor, the period, status, deadline, files. */
import { Badge } from '@mantine/core';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import type { Audit, AuditSide } from './audits-api.ts';

export const AUDIT_STATUS_LABELS: Record<Audit['status'], string> = {
  requested: 'Awaiting wholesaler',
  required_details_sent: 'Details sent',
  completed: 'Completed',
};
const STATUS_COLORS = { requested: 'yellow', required_details_sent: 'blue', completed: 'green' } as const;

/** MM/DD/YYYY from an ISO date, without a time zone shift. */
export function formatIsoDate(value: string): string {
  const [year, month, day] = value.split('-');
  return `${month}/${day}/${year}`;
}

export const auditPeriod = (a: Pick<Audit, 'start_date' | 'end_date'>) =>
  `${formatIsoDate(a.start_date)} – ${formatIsoDate(a.end_date)}`;

export function auditColumns(side: AuditSide): Column<Audit>[] {
  return [
    { key: 'number', header: '#', render: (a) => a.number, noWrap: true },
    side === 'pharmacy'
      ? { key: 'wholesaler', header: 'Wholesaler', render: (a) => a.supplier.name }
      : { key: 'customer', header: 'Customer', render: (a) => a.pharmacy.name },
    { key: 'auditor', header: 'Auditor', render: (a) => a.auditor.name },
    { key: 'period', header: 'Period', render: auditPeriod, noWrap: true },
    {
      key: 'status',
      header: 'Status',
      noWrap: true,
      minWidth: 200,
      render: (a) => (
        <Badge color={STATUS_COLORS[a.status]} data-testid="audit-status" data-status={a.status}>
          {AUDIT_STATUS_LABELS[a.status]}
        </Badge>
      ),
    },
    { key: 'deadline', header: 'Deadline', render: (a) => formatDateTime(a.due_at), noWrap: true },
    { key: 'documents', header: 'Documents', render: (a) => a.document_count, align: 'right' },
  ];
}
