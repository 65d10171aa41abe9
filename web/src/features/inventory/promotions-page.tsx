import {
  Alert,
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../ui/confirm.ts';
import { errorMessageOf, notifyError, notifySuccess } from '../../ui/notify.ts';
import {
  promotionConfirm,
  promotionsQueryKey,
  promotionsQueryOptions,
  switchPromotions,
  type PromotionSwitch,
} from './promotions-api.ts';

const STATUS_COLOR = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

/** Listings with promotion modifiers; activate or deactivate the selected ones after a confirmation. */
export function PromotionsPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const promotions = useQuery(promotionsQueryOptions(page));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const change = useMutation({
    mutationFn: (action: PromotionSwitch) => switchPromotions(action, [...selected]),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: promotionsQueryKey });
    },
    onError: notifyError,
  });
  const rows = promotions.data?.data ?? [];
  const total = promotions.data?.total ?? 0;

  async function ask(action: PromotionSwitch) {
    try {
      const { title, message } = await promotionConfirm(action, [...selected]);
      confirmAction({ title, message, onConfirm: () => change.mutate(action) });
    } catch (error) {
      notifyError(error);
    }
  }

  const toggle = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Promotions</Title>
        <Group>
          {(['activate', 'deactivate'] as const).map((action) => (
            <Button
              key={action}
              variant={action === 'activate' ? 'filled' : 'light'}
              disabled={selected.size === 0}
              loading={change.isPending && change.variables === action}
              onClick={() => void ask(action)}
              data-testid={`promotions-${action}`}
            >
              {action === 'activate' ? 'Activate' : 'Deactivate'} ({selected.size})
            </Button>
          ))}
        </Group>
      </Group>
      {promotions.isPending && <Skeleton height={200} />}
      {promotions.isError && <Alert color="red">{errorMessageOf(promotions.error)}</Alert>}
      {promotions.isSuccess && rows.length === 0 && (
        <EmptyState title="No promotions" description="No product has a promotion yet." />
      )}
      {rows.length > 0 && (
        <Table striped data-testid="promotions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Name</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Promotion price</Table.Th>
              <Table.Th>Triggering quantity</Table.Th>
              <Table.Th>Start</Table.Th>
              <Table.Th>End</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="promotion-row">
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${row.name}`}
                    checked={selected.has(row.id)}
                    onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.price}</Table.Td>
                <Table.Td>{row.promo?.pack_price}</Table.Td>
                <Table.Td>{row.promo?.triggering_quantity ?? '—'}</Table.Td>
                <Table.Td>{row.promo?.start_date_label}</Table.Td>
                <Table.Td>{row.promo?.end_date_label}</Table.Td>
                <Table.Td>
                  {row.promo && <Badge color={STATUS_COLOR[row.promo.status]}>{row.promo.status}</Badge>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > 25 && <Pagination total={Math.ceil(total / 25)} value={page} onChange={setPage} />}
    </Stack>
  );
}
