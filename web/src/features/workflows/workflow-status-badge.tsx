import { Badge } from '@mantine/core';

const statusColors: Record<string, string> = {
  RUNNING: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  TIMED_OUT: 'orange',
  CANCELED: 'gray',
  CANCELLED: 'gray',
  TERMINATED: 'dark',
  CONTINUED_AS_NEW: 'grape',
};

export function WorkflowStatusBadge({ status }: { status: string }) {
  const key = status.toUpperCase().replace(/^WORKFLOW_EXECUTION_STATUS_/, '');
  return (
    <Badge variant="light" color={statusColors[key] ?? 'gray'}>
      {key.replaceAll('_', ' ')}
    </Badge>
  );
}
