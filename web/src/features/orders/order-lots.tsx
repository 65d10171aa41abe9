import { Alert, Button, Table, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { draftOf, isLineConfirmed, lotButtonLabel, type LotDraft } from './lot-state.ts';
import { orderKey, updateLot, type OrderItem } from './orders-api.ts';

type LotRowProps = {
  orderId: string;
  item: OrderItem;
  draft: LotDraft;
  onDraft: (d: LotDraft) => void;
  onSaved: () => void;
};

function LotRow({ orderId, item, draft, onDraft, onSaved }: LotRowProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      updateLot(item.product_id, {
        line_item_id: item.id,
        lot: draft.lot.trim(),
        exp_date: draft.exp.trim(),
      }),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
      onSaved(); // the saved values (as the server normalised them) are the field's values now
    },
    onError: notifyError,
  });
  const label = lotButtonLabel(item, draft);
  return (
    <Table.Tr data-testid="lot-row" data-id={item.id}>
      <Table.Td>{item.name}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Lot number of ${item.name}`}
          value={draft.lot}
          maxLength={50}
          onChange={(e) => onDraft({ ...draft, lot: e.currentTarget.value })}
          data-testid="lot-number"
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Expiration date of ${item.name}`}
          placeholder="MM-DD-YYYY"
          value={draft.exp}
          maxLength={10}
          onChange={(e) => onDraft({ ...draft, exp: e.currentTarget.value })}
          data-testid="lot-exp"
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={label === 'Confirmed' ? 'light' : 'filled'}
          color={label === 'Confirmed' ? 'green' : undefined}
          disabled={label === 'Confirmed' || draft.lot.trim() === '' || draft.exp.trim() === ''}
          loading={save.isPending}
          onClick={() => save.mutate()}
          data-testid="lot-confirm"
        >
          {label}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Lot number and expiry per line (§3 Lot update, §4 Lot number confirmation): each line's button
 * reads 'Confirm' when edited and 'Confirmed' once saved or unchanged; the notice hides when every
 * line is confirmed.
 */
export function OrderLots({ orderId, items }: { orderId: string; items: OrderItem[] }) {
  const [drafts, setDrafts] = useState<Record<string, LotDraft>>({});
  const draftFor = (item: OrderItem) => drafts[item.id] ?? draftOf(item);
  const allConfirmed = items.every((item) => isLineConfirmed(item, draftFor(item)));
  return (
    <>
      {!allConfirmed && (
        <Alert color="yellow" data-testid="lot-notice">
          Please confirm the lot number and expiration date of each item you received.
        </Alert>
      )}
      <Table data-testid="lot-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Lot number</Table.Th>
            <Table.Th>Expiration date</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <LotRow
              key={item.id}
              orderId={orderId}
              item={item}
              draft={draftFor(item)}
              onDraft={(d) => setDrafts((prev) => ({ ...prev, [item.id]: d }))}
              onSaved={() => setDrafts(({ [item.id]: _saved, ...rest }) => rest)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
