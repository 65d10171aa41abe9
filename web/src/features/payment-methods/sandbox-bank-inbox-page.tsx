import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatCents } from '../../../../domain/money.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  clearSandboxBank,
  paymentMethodsQueryKey,
  sandboxBankInboxQueryOptions,
} from './payment-methods-api.ts';

const STATUS_COLOR = { pending: 'yellow', settled: 'green', returned: 'red' } as const;

/**
 * The SANDBOX bank's inbox (issue 23): stands for the pharmacy's online banking, where the two
 * micro-deposits to type back on the verification page appear, and the debits with their status.
 * "Clear transfers" runs the sandbox bank's clearing: pending debits settle, those from the test
 * routing number come back R01.
 */
export function SandboxBankInboxPage() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(sandboxBankInboxQueryOptions());
  const clear = useMutation({
    mutationFn: clearSandboxBank,
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: ['sandbox-bank-inbox'] });
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
    },
    onError: notifyError,
  });
  return (
    <Stack maw={900}>
      <Title order={1}>Sandbox bank inbox</Title>
      <Alert color="gray" title="Sandbox bank">
        <Text size="sm">
          No real money moves: this is the sandbox bank standing in for your bank’s statement. Debits from
          routing number {data.return_routing_number} come back R01 (insufficient funds).
        </Text>
      </Alert>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Entries
          </Title>
          <Button
            size="xs"
            onClick={() => clear.mutate()}
            loading={clear.isPending}
            data-testid="sandbox-clear"
          >
            Clear transfers
          </Button>
        </Group>
        {data.entries.length === 0 ? (
          <Text c="dimmed">Nothing yet.</Text>
        ) : (
          <Table data-testid="sandbox-bank-entries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.entries.map((e) => (
                <Table.Tr
                  key={e.id}
                  data-testid="sandbox-bank-entry"
                  data-kind={e.kind}
                  data-account={e.bank_account_id}
                  data-cents={e.amount_cents}
                >
                  <Table.Td>
                    {e.bank_name} •••• {e.last4}
                  </Table.Td>
                  <Table.Td>{e.kind === 'micro_deposit' ? 'Micro-deposit (credit)' : 'Debit'}</Table.Td>
                  <Table.Td>{formatCents(e.amount_cents)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[e.status]}>
                      {e.status}
                      {e.return_code ? ` ${e.return_code}` : ''}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
