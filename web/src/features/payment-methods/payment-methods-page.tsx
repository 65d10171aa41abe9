import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardExpiry as expiry, cardLabel, type SavedCard } from '../../ui/saved-card.ts';
import { useHasAdminRole } from '../../auth/use-admin-role.ts';
import { AdminOnlyNotice } from '../../ui/admin-only-notice.tsx';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { BankAccountsCard } from './bank-accounts-card.tsx';
import { CardForm } from './card-form.tsx';
import { paymentMethodsQueryKey, paymentMethodsQueryOptions, removeCard } from './payment-methods-api.ts';

/** The pharmacy's saved cards and bank accounts (pharmacy-side §3 Payment methods). */
export function PaymentMethodsPage() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(paymentMethodsQueryOptions());
  const [adding, setAdding] = useState(false);
  // Adding, removing and verifying move money: the account's admin only (issue 10).
  const isAdmin = useHasAdminRole();
  const remove = useMutation({
    mutationFn: (card: SavedCard) => removeCard(card.id),
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
    },
    onError: notifyError,
  });

  const askToRemove = (card: SavedCard) =>
    confirmAction({
      title: 'Remove card',
      message: `Remove ${card.brand} ending in ${card.last4}? Orders already paid with it are not affected.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutate(card),
    });

  return (
    <Stack maw={900}>
      <Title order={1}>Payment methods</Title>
      {!isAdmin && <AdminOnlyNotice can="add, remove or verify payment methods" />}
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Cards{' '}
            <Text span size="sm" c="dimmed">
              ({data.card_processor})
            </Text>
          </Title>
          {isAdmin && !adding && (
            <Button size="xs" onClick={() => setAdding(true)} data-testid="add-card">
              Add card
            </Button>
          )}
        </Group>
        {adding && <CardForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />}
        {data.cards.length === 0 ? (
          <Text c="dimmed" data-testid="no-cards">
            No saved cards.
          </Text>
        ) : (
          <Table data-testid="cards-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Card</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.cards.map((card) => (
                <Table.Tr key={card.id} data-testid="card-row">
                  <Table.Td>{cardLabel(card)}</Table.Td>
                  <Table.Td>{card.holder_name}</Table.Td>
                  <Table.Td>
                    {expiry(card)} {card.expired && <Badge color="red">Expired</Badge>}
                  </Table.Td>
                  <Table.Td ta="right">
                    {isAdmin && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={remove.isPending && remove.variables.id === card.id}
                        onClick={() => askToRemove(card)}
                        data-testid="remove-card"
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <BankAccountsCard accounts={data.bank_accounts} isAdmin={isAdmin} />
    </Stack>
  );
}
