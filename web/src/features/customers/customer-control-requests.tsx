import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUSPENSION_REASON_LABELS,
  type SuspensionReason,
} from '../../../../domain/customers/suspension-request.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  cancelDisableControls,
  cancelSuspension,
  customerKey,
  customersKey,
  type ControlRequest,
  type Customer,
} from './customers-api.ts';

export const KIND_LABELS: Record<ControlRequest['kind'], string> = {
  suspend: 'Suspension',
  disable_controls: 'Disable controlled substances',
};
const STATUS_COLORS: Record<ControlRequest['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'gray',
  cancelled: 'gray',
};

export const reasonsText = (reasons: string[]) =>
  reasons.map((r) => SUSPENSION_REASON_LABELS[r as SuspensionReason] ?? r).join(', ');

/** The supplier's suspension and disable-controls requests about one customer, pending ones cancellable. */
export function CustomerControlRequests({
  customer,
  requests,
}: {
  customer: Customer;
  requests: ControlRequest[];
}) {
  const isAdmin = useHasAdminRole();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (kind: ControlRequest['kind']) =>
      kind === 'suspend' ? cancelSuspension(customer.id) : cancelDisableControls(customer.id),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: customerKey(customer.id) });
      await queryClient.invalidateQueries({ queryKey: customersKey });
    },
    onError: notifyError,
  });
  if (requests.length === 0)
    return (
      <Text c="dimmed" data-testid="control-requests-empty">
        No suspension or disable-controls requests.
      </Text>
    );
  return (
    <Stack>
      <Table data-testid="control-requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Reasons</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.id} data-testid="control-request-row" data-kind={r.kind} data-status={r.status}>
              <Table.Td>{KIND_LABELS[r.kind]}</Table.Td>
              <Table.Td>{[reasonsText(r.reasons), r.memo].filter(Boolean).join(' — ') || '—'}</Table.Td>
              <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[r.status]} variant="light">
                  {r.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {r.status === 'pending' && isAdmin && (
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      loading={cancel.isPending}
                      data-testid={`cancel-${r.kind}-request`}
                      onClick={() =>
                        confirmAction({
                          message: `Cancel this ${KIND_LABELS[r.kind].toLowerCase()} request?`,
                          onConfirm: () => cancel.mutate(r.kind),
                        })
                      }
                    >
                      Cancel request
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
