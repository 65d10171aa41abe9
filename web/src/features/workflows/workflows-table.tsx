import { EmptyState, Table } from '@mantine/core';
import type { WorkflowSummary } from '../../api/support-workflows.ts';
import { formatDateTime } from '../../ui/format.ts';
import { WorkflowStatusBadge } from './workflow-status-badge.tsx';

type WorkflowsTableProps = {
  workflows: WorkflowSummary[];
  selectedId: string | undefined;
  onSelect: (workflowId: string) => void;
};

export function WorkflowsTable({ workflows, selectedId, onSelect }: WorkflowsTableProps) {
  if (workflows.length === 0) {
    return (
      <EmptyState
        title="No workflows"
        description="No workflow matches this query."
        data-testid="workflows-empty"
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover data-testid="workflows-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Workflow ID</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Started</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workflows.map((workflow) => (
            <Table.Tr
              key={`${workflow.workflow_id}:${workflow.run_id}`}
              data-testid="workflow-row"
              tabIndex={0}
              aria-selected={selectedId === workflow.workflow_id}
              style={{ cursor: 'pointer' }}
              onClick={() => onSelect(workflow.workflow_id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(workflow.workflow_id);
                }
              }}
            >
              <Table.Td ff="monospace">{workflow.workflow_id}</Table.Td>
              <Table.Td>{workflow.type}</Table.Td>
              <Table.Td>
                <WorkflowStatusBadge status={workflow.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(workflow.start_time)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
