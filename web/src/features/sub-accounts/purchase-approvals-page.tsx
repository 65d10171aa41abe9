import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../domain/money.ts';
import {
  decidePurchase,
  purchaseApprovalsQueryKey,
  purchaseApprovalsQueryOptions,
  type PurchaseApproval,
} from '../../api/sub-accounts.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

type Verdict = 'approve' | 'decline';
const REASONS: Record<string, string> = { per_order: 'per-order limit', per_month: 'monthly limit' };

/** The master's approval queue (issue 23): orders over a buyer's spend limit, approved or declined here. */
export function PurchaseApprovalsPage() {
  const queryClient = useQueryClient();
  const { data: approvals } = useSuspenseQuery(purchaseApprovalsQueryOptions());
  const decide = useMutation({
    mutationFn: ({ approval, verdict }: { approval: PurchaseApproval; verdict: Verdict }) =>
      decidePurchase(approval.order_id, verdict),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: purchaseApprovalsQueryKey });
    },
    onError: notifyError,
  });
  const ask = (approval: PurchaseApproval, verdict: Verdict) =>
    confirmAction({
      title: verdict === 'approve' ? 'Approve purchase' : 'Decline purchase',
      message:
        verdict === 'approve'
          ? `Approve order #${approval.order_number} for ${formatCents(approval.total_cents)}? It is paid and goes to the supplier.`
          : `Decline order #${approval.order_number}? Nothing is charged and the stock is released.`,
      confirmLabel: verdict === 'approve' ? 'Approve' : 'Decline',
      danger: verdict === 'decline',
      onConfirm: () => decide.mutate({ approval, verdict }),
    });
  return (
    <Stack maw={1100}>
      <Title order={1}>Purchase approvals</Title>
      <Text c="dimmed">Orders your stores’ buyers placed over their spend limits.</Text>
      {approvals.length === 0 ? (
        <Text>No purchases to approve.</Text>
      ) : (
        <Table data-testid="approvals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th>Store</Table.Th>
              <Table.Th>Buyer</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Over</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {approvals.map((a) => (
              <Table.Tr key={a.order_id} data-testid="approval-row">
                <Table.Td>#{a.order_number}</Table.Td>
                <Table.Td>{a.sub_account}</Table.Td>
                <Table.Td>{a.requested_by}</Table.Td>
                <Table.Td>{formatCents(a.total_cents)}</Table.Td>
                <Table.Td>
                  {REASONS[a.reason] ?? a.reason} of {formatCents(a.limit_cents)}
                </Table.Td>
                <Table.Td>{new Date(a.expires_at).toLocaleString()}</Table.Td>
                <Table.Td>
                  <Badge variant="light" data-testid="approval-status">
                    {a.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {a.status === 'pending' && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" onClick={() => ask(a, 'approve')} data-testid="approve-purchase">
                        Approve
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => ask(a, 'decline')}
                        data-testid="decline-purchase"
                      >
                        Decline
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
