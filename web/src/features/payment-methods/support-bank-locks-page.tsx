import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';

const lockedKey = ['support-bank-locks'] as const;

/**
 * /support/bank_accounts (issue 23): bank accounts locked after three wrong tries, each with its
 * reset, and accounts whose transfers are held after a return, each with the lift of the hold.
 */
export function SupportBankLocksPage() {
  const queryClient = useQueryClient();
  const locked = useQuery({
    queryKey: lockedKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/support/bank_accounts/locked', { signal })),
  });
  const reset = useMutation({
    mutationFn: (id: string) =>
      data(
        apiClient.POST('/api/v1/support/bank_accounts/{id}/reset_verification', { params: { path: { id } } }),
      ),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: lockedKey });
    },
    onError: notifyError,
  });
  const lift = useMutation({
    mutationFn: (id: string) =>
      data(
        apiClient.POST('/api/v1/support/bank_accounts/{id}/lift_transfer_hold', { params: { path: { id } } }),
      ),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: lockedKey });
    },
    onError: notifyError,
  });
  const rows = locked.data?.bank_accounts ?? [];
  return (
    <Stack maw={900}>
      <Title order={1}>Locked and held bank accounts</Title>
      <Card withBorder data-testid="bank-locks">
        {rows.length === 0 ? (
          <Text c="dimmed">{locked.isPending ? 'Loading…' : 'No locked or held bank accounts.'}</Text>
        ) : (
          <Stack gap="xs">
            {rows.map((r) => (
              <Group key={r.id} justify="space-between" data-testid="bank-lock-row">
                <Text>
                  {r.account_name}: {r.bank_name} •••• {r.last4}
                  {r.transfers_held_at &&
                    ` (transfers held since ${new Date(r.transfers_held_at).toLocaleDateString()})`}
                </Text>
                <Group gap="xs">
                  {r.verification_locked && (
                    <Button
                      size="xs"
                      loading={reset.isPending && reset.variables === r.id}
                      onClick={() => reset.mutate(r.id)}
                      data-testid="bank-lock-reset"
                    >
                      Reset verification
                    </Button>
                  )}
                  {r.transfers_held_at && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={lift.isPending && lift.variables === r.id}
                      onClick={() => lift.mutate(r.id)}
                      data-testid="bank-hold-lift"
                    >
                      Lift transfer hold
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
