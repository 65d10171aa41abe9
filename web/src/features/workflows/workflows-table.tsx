import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { WorkflowSummary } from '../../api/support-workflows.ts';
import { DataTable, type Column } from '../../ui/data-table/data-table.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { WorkflowStatusBadge } from './workflow-status-badge.tsx';

const COLUMNS: Column<WorkflowSummary>[] = [
  {
    key: 'id',
    header: 'Workflow ID',
    render: (workflow) => (
      <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{workflow.workflow_id}</span>
    ),
  },
  { key: 'type', header: 'Type', render: (workflow) => workflow.type },
  { key: 'status', header: 'Status', render: (workflow) => <WorkflowStatusBadge status={workflow.status} /> },
  { key: 'started', header: 'Started', render: (workflow) => formatDateTime(workflow.start_time) },
];

type WorkflowsTableProps = {
  workflows: UseInfiniteQueryResult<{ pages: { data: WorkflowSummary[] }[] }>;
  selectedId: string | undefined;
  onSelect: (workflowId: string) => void;
};

/** The workflows a visibility query finds, one page after another ("Load more" below); a row opens its details. */
export function WorkflowsTable({ workflows, selectedId, onSelect }: WorkflowsTableProps) {
  return (
    <DataTable
      rows={workflows.data?.pages.flatMap((page) => page.data)}
      rowKey={(workflow) => `${workflow.workflow_id}:${workflow.run_id}`}
      columns={COLUMNS}
      status={workflows}
      empty={{
        title: 'No workflows',
        description: 'No workflow matches this query.',
        testId: 'workflows-empty',
      }}
      testId="workflows-table"
      loadingTestId="workflows-loading"
      rowTestId="workflow-row"
      rowAttributes={(workflow) => ({ 'aria-selected': selectedId === workflow.workflow_id })}
      onRowClick={(workflow) => onSelect(workflow.workflow_id)}
      minWidth={720}
    />
  );
}
