/** The columns every customer-request table shows: who, what was asked, the status and when. */
import { Badge } from '@mantine/core';
import { formatCents } from '../../../../domain/money.ts';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import type { CustomerRequest } from './requests-api.ts';

const KIND_LABELS: Record<CustomerRequest['kind'], string> = {
  credit_increase: 'Credit / terms increase',
  payment_account_change: 'Account type change',
  eom_change: 'End of month terms',
};
const STATUS_COLORS: Record<CustomerRequest['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
  expired: 'gray',
  withdrawn: 'gray',
};

/** How a decided request ended, in words: the terms granted, or why it was declined. */
export function outcomeText(r: CustomerRequest): string {
  if (r.decided)
    return [
      r.decided.credit_allocated_cents !== null
        ? `Credit ${formatCents(r.decided.credit_allocated_cents)}`
        : null,
      r.decided.net_days !== null ? `Net ${r.decided.net_days}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return r.decline_reason ? `Reason: ${r.decline_reason}` : '';
}

/** What the request asks, in words ("Credit $40,000.00 · Net 45"). */
export function askedText(r: CustomerRequest): string {
  const parts: string[] = [];
  if (r.asked.credit_allocated_cents !== null)
    parts.push(`Credit ${formatCents(r.asked.credit_allocated_cents)}`);
  if (r.asked.net_days !== null) parts.push(`Net ${r.asked.net_days}`);
  if (r.asked.invoices_due_on_last_day) parts.push('due on the last day');
  else if (r.asked.invoices_due_day) parts.push(`due on day ${r.asked.invoices_due_day}`);
  if (r.kind === 'eom_change') parts.push('end of month');
  return parts.join(' · ');
}

export function requestColumns(side: 'supplier' | 'pharmacy'): Column<CustomerRequest>[] {
  return [
    side === 'supplier'
      ? { key: 'customer', header: 'Customer', render: (r) => r.pharmacy.name }
      : { key: 'wholesaler', header: 'Wholesaler', render: (r) => r.wholesaler.name },
    { key: 'kind', header: 'Request', render: (r) => KIND_LABELS[r.kind] },
    { key: 'asked', header: 'Asked', render: askedText },
    {
      key: 'current',
      header: 'Current terms',
      render: (r) => `${formatCents(r.current.credit_allocated_cents)} · Net ${r.current.net_days}`,
    },
    {
      key: 'status',
      header: 'Status',
      noWrap: true,
      render: (r) => (
        <Badge color={STATUS_COLORS[r.status]} data-testid="request-status">
          {r.status}
        </Badge>
      ),
    },
    { key: 'created', header: 'Requested', render: (r) => formatDateTime(r.created_at) },
  ];
}
