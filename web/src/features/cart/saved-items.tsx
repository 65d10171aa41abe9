import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatCents } from '../../../../domain/money.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { cartApi, useRefreshCart, type CartLine, type SavedGroup } from './cart-api.ts';
import { LineDescription } from './cart-line-row.tsx';

function SavedRow({ supplierId, item }: { supplierId: string; item: CartLine }) {
  const refreshCart = useRefreshCart();
  const handlers = {
    onSuccess: async (answer: { message: string }) => {
      notifySuccess(answer.message);
      await refreshCart();
    },
    onError: (error: unknown) => notifyError(error),
  };
  const restore = useMutation({ mutationFn: () => cartApi.restore(item.id), ...handlers });
  const remove = useMutation({ mutationFn: () => cartApi.deleteSaved(supplierId, item.id), ...handlers });
  const busy = restore.isPending || remove.isPending;
  return (
    <Table.Tr data-testid="saved-item" data-line-id={item.id}>
      <Table.Td>
        <LineDescription line={item} />
      </Table.Td>
      <Table.Td ta="right">{formatCents(item.pack_price_cents)}</Table.Td>
      <Table.Td ta="right">{item.quantity}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            disabled={busy}
            onClick={() => restore.mutate()}
            data-testid={`restore-${item.id}`}
          >
            Move to cart
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={busy}
            data-testid={`delete-saved-${item.id}`}
            onClick={() =>
              confirmAction({
                title: 'Delete saved item',
                message: `Delete ${item.name} from your saved items?`,
                danger: true,
                onConfirm: () => remove.mutate(),
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Items saved for later, grouped by supplier (pharmacy-side §7 saved items): restore or delete. */
export function SavedItems({ groups }: { groups: SavedGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <Card withBorder padding="lg" data-testid="saved-items">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Saved for later
        </Title>
        {groups.map((group) => (
          <Stack key={group.supplier_id} gap={4}>
            <Text fw={600} size="sm">
              {group.supplier_name}
            </Text>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {group.items.map((item) => (
                  <SavedRow key={item.id} supplierId={group.supplier_id} item={item} />
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
