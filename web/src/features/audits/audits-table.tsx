/**
 * A list of audits in the shared data table, paged in the page (the audit lists answer at most
 * 1000 rows at once): the common columns plus the side's own actions column.
 */
import type { ReactNode } from 'react';
import { DataTable } from '../../ui/data-table/data-table.tsx';
import { rowsOfPage, useLocalPaging } from '../../ui/data-table/use-local-paging.ts';
import { auditColumns } from './audit-columns.tsx';
import type { Audit, AuditSide } from './audits-api.ts';

export function AuditsTable({
  side,
  rows,
  status,
  actions,
  empty,
  testId,
}: {
  side: AuditSide;
  rows: Audit[] | undefined;
  status: { isPending: boolean; isError: boolean; error: unknown };
  actions: (audit: Audit) => ReactNode;
  empty: { title: string; description: string };
  testId: string;
}) {
  const paging = useLocalPaging(25);
  return (
    <DataTable
      rows={rowsOfPage(rows, paging)}
      rowKey={(a) => a.id}
      columns={[...auditColumns(side), { key: 'actions', header: '', render: actions, minWidth: 240 }]}
      status={status}
      empty={{ ...empty, testId: `${testId}-empty` }}
      testId={testId}
      minWidth={1150}
      loadingTestId={`${testId}-loading`}
      rowTestId="audit-row"
      rowAttributes={(a) => ({ 'data-id': a.id, 'data-status': a.status })}
      paging={{ ...paging, total: rows?.length ?? 0, noun: 'audit', testId: `${testId}-paging` }}
    />
  );
}
