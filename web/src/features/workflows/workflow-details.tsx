import { Alert, Button, Divider, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelWorkflow,
  workflowQueryOptions,
  type WorkflowDetails as Details,
} from '../../api/support-workflows.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { formatDateTime } from '../../ui/format.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import { SignalWorkflowForm } from './signal-workflow-form.tsx';
import { WorkflowStatusBadge } from './workflow-status-badge.tsx';

/** Details of one workflow: facts, a summary of its history, and the Signal and Cancel actions. */
export function WorkflowDetails({ workflowId }: { workflowId: string }) {
  const queryClient = useQueryClient();
  const details = useQuery(workflowQueryOptions(workflowId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['support', 'workflows'] });
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelWorkflow(workflowId, reason),
    onSuccess: async () => {
      notifySuccess('Cancellation requested.');
      await refresh();
    },
    onError: notifyError,
  });

  function askToCancel() {
    let reason = '';
    confirmAction({
      title: 'Cancel workflow',
      message: (
        <Stack gap="xs">
          <Text size="sm">Request cancellation of {workflowId}? The workflow decides how it winds down.</Text>
          <TextInput
            label="Reason"
            description="Required: kept in the audit trail"
            required
            data-autofocus
            onChange={(event) => (reason = event.currentTarget.value)}
          />
        </Stack>
      ),
      confirmLabel: 'Cancel workflow',
      cancelLabel: 'Keep running',
      danger: true,
      // The API refuses a blank reason (400 naming it), and the toast says so.
      onConfirm: () => cancel.mutate(reason.trim()),
    });
  }

  if (details.isPending) return <Skeleton height={240} data-testid="workflow-details-loading" />;
  if (details.isError) return <Alert color="red">{errorMessageOf(details.error)}</Alert>;

  const workflow = details.data;
  return (
    <Stack data-testid="workflow-details">
      <Facts workflow={workflow} />
      {workflow.status === 'RUNNING' ? (
        <>
          <Group>
            <Button
              color="red"
              variant="light"
              onClick={askToCancel}
              loading={cancel.isPending}
              data-testid="workflow-cancel"
            >
              Cancel
            </Button>
          </Group>
          <Divider label="Signal" labelPosition="left" />
          <SignalWorkflowForm workflowId={workflowId} onSent={() => void refresh()} />
        </>
      ) : (
        <Text c="dimmed" size="sm" data-testid="workflow-closed-note">
          This workflow has finished: it can no longer be signalled or cancelled.
        </Text>
      )}
      <Divider label={`History (${workflow.history_length} events)`} labelPosition="left" />
      <Table fz="sm" data-testid="workflow-events">
        <Table.Tbody>
          {workflow.events.map((event) => (
            <Table.Tr key={event.event_id}>
              <Table.Td>{event.event_id}</Table.Td>
              <Table.Td>{event.event_type}</Table.Td>
              <Table.Td>{formatDateTime(event.event_time)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Facts({ workflow }: { workflow: Details }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Type', workflow.type],
    ['Status', <WorkflowStatusBadge key="status" status={workflow.status} />],
    ['Run ID', workflow.run_id],
    ['Task queue', workflow.task_queue],
    ['Started', formatDateTime(workflow.start_time)],
    ['Closed', formatDateTime(workflow.close_time)],
    ['Pending activities', String(workflow.pending_activities.length)],
  ];
  return (
    <Stack gap={4}>
      <Title order={4} ff="monospace" style={{ wordBreak: 'break-all' }}>
        {workflow.workflow_id}
      </Title>
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs">
          <Text size="sm" c="dimmed" w={140}>
            {label}
          </Text>
          <Text size="sm" component="div">
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
