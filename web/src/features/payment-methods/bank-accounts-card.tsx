import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { BankAccountForm } from './bank-account-form.tsx';
import { paymentMethodsQueryKey, removeBankAccount, type BankAccount } from './payment-methods-api.ts';

/** The pharmacy's bank accounts: add, verify, remove (confirmed), and a held account's badge. */
export function BankAccountsCard({ accounts, isAdmin }: { accounts: BankAccount[]; isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const remove = useMutation({
    mutationFn: (account: BankAccount) => removeBankAccount(account.id),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
    },
    onError: notifyError,
  });
  const askToRemove = (account: BankAccount) =>
    confirmAction({
      title: 'Remove bank account',
      message: `Remove ${account.bank_name} ending in ${account.last4}? Payments already made from it are not affected.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate(account),
    });

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Bank accounts
        </Title>
        <Group gap="xs">
          <AnchorLink to="/pharmacy/settings/sandbox_bank" size="sm" data-testid="sandbox-bank-link">
            Sandbox bank inbox
          </AnchorLink>
          {isAdmin && !adding && (
            <Button size="xs" onClick={() => setAdding(true)} data-testid="add-bank-account">
              Add bank account
            </Button>
          )}
        </Group>
      </Group>
      {adding && <BankAccountForm onDone={() => setAdding(false)} />}
      {accounts.length === 0 ? (
        <Text c="dimmed">No bank accounts.</Text>
      ) : (
        <Stack gap="xs" data-testid="bank-accounts">
          {accounts.map((b) => (
            <Group key={b.id} justify="space-between" data-testid="bank-account-row">
              <Text>
                {b.bank_name} •••• {b.last4}{' '}
                {b.transfers_held && (
                  <Badge color="red" data-testid="bank-held">
                    Transfers on hold
                  </Badge>
                )}
              </Text>
              <Group gap="xs">
                {b.verified ? (
                  <Badge color="green">Verified</Badge>
                ) : !isAdmin ? (
                  <Badge color="gray">Not verified</Badge>
                ) : (
                  <AnchorLink
                    to="/pharmacy/settings/ach_verification"
                    search={{ force_verify: 1 }}
                    data-testid="verify-bank-link"
                  >
                    Verify now
                  </AnchorLink>
                )}
                {isAdmin && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={remove.isPending && remove.variables.id === b.id}
                    onClick={() => askToRemove(b)}
                    data-testid="remove-bank-account"
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
