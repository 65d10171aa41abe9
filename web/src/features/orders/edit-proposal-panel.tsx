import { Alert, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../../api/contract.ts';
import { formatCents } from '../../../../domain/money.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { formatDateTime } from '../../ui/format.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { answerEditProposal, ordersKey, type OrderDetails } from './orders-api.ts';

type Proposal = NonNullable<Schema<'EditProposal'>>;

/** The lines a proposal changes, from the quantity now to the one proposed. */
export function ProposalLines({ proposal }: { proposal: Proposal }) {
  return (
    <Table withTableBorder data-testid="proposal-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Now</Table.Th>
          <Table.Th ta="right">Proposed</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {proposal.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td ta="right">{item.quantity}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {item.proposed_quantity}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A change the supplier proposed that raises a quantity above what the pharmacy ordered (issue
 * 10): nothing changes until the pharmacy accepts; each answer asks first.
 */
export function EditProposalPanel({ order }: { order: OrderDetails }) {
  const queryClient = useQueryClient();
  const proposal = order.edit_proposal;
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerEditProposal(order.id, proposal!.id, accept),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: ordersKey });
    },
    onError: notifyError,
  });
  if (!proposal) return null;
  const total = formatCents(proposal.total_cents);
  return (
    <Alert color="blue" title={`${order.supplier.name} proposes a change`} data-testid="edit-proposal">
      <Stack gap="sm">
        <Text size="sm">
          Proposed {formatDateTime(proposal.proposed_at)}. Nothing changes unless you accept; the new total
          would be <b>{total}</b>, checked again against your payment terms when you accept.
        </Text>
        {proposal.items.length > 0 && <ProposalLines proposal={proposal} />}
        <List size="sm">
          {proposal.changes.map((change) => (
            <List.Item key={change}>{change}</List.Item>
          ))}
        </List>
        <Group>
          <Button
            loading={answer.isPending && answer.variables === true}
            disabled={answer.isPending}
            onClick={() =>
              confirmAction({
                message: `Accept ${order.supplier.name}'s change to order #${order.number}? The new total is ${total}.`,
                confirmLabel: 'Accept change',
                onConfirm: () => answer.mutate(true),
              })
            }
            data-testid="proposal-accept"
          >
            Accept change
          </Button>
          <Button
            variant="default"
            loading={answer.isPending && answer.variables === false}
            disabled={answer.isPending}
            onClick={() =>
              confirmAction({
                message: `Decline ${order.supplier.name}'s change? Order #${order.number} stays as it is.`,
                confirmLabel: 'Decline change',
                danger: true,
                onConfirm: () => answer.mutate(false),
              })
            }
            data-testid="proposal-decline"
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
