/**
 * The seller's lot confirmation on a p2p sale (pharmacy-side §4 Lot number confirmation): per line,
 * the button reads 'Confirm' when edited and 'Confirmed' once saved or unchanged; the confirm
 * notice hides when every line is confirmed (the shipping-label button then enables).
 */
import { Alert, Button, Table, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  draftOf,
  isLineConfirmed,
  isoFromExpiry,
  lotButtonLabel,
  type LotDraft,
} from '../../orders/lot-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { confirmLot, p2pKey, type P2pLine } from './p2p-api.ts';

const lotLine = (l: P2pLine) => ({ lot: l.lot, exp_date: l.exp_date, confirmed: l.lot_confirmed });

function LotRow(props: {
  saleId: string;
  line: P2pLine;
  draft: LotDraft;
  locked: boolean;
  onDraft: (d: LotDraft) => void;
  onSaved: () => void;
}) {
  const { saleId, line, draft, locked, onDraft, onSaved } = props;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const exp = isoFromExpiry(draft.exp);
      if (!exp) throw new Error('Please enter the expiration date as MM-DD-YYYY.');
      return confirmLot(saleId, { line_item_id: line.id, lot: draft.lot.trim(), exp_date: exp });
    },
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: p2pKey });
      onSaved();
    },
    onError: notifyError,
  });
  const label = lotButtonLabel(lotLine(line), draft);
  return (
    <Table.Tr data-testid="p2p-lot-row" data-id={line.id}>
      <Table.Td>{line.name}</Table.Td>
      <Table.Td>{line.ndc}</Table.Td>
      <Table.Td>{line.quantity}</Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Lot number of ${line.name}`}
          value={draft.lot}
          maxLength={40}
          disabled={locked}
          onChange={(e) => onDraft({ ...draft, lot: e.currentTarget.value })}
          data-testid="p2p-lot-number"
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={`Expiration date of ${line.name}`}
          placeholder="MM-DD-YYYY"
          value={draft.exp}
          maxLength={10}
          disabled={locked}
          onChange={(e) => onDraft({ ...draft, exp: e.currentTarget.value })}
          data-testid="p2p-lot-exp"
        />
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={label === 'Confirmed' ? 'light' : 'filled'}
          color={label === 'Confirmed' ? 'green' : undefined}
          disabled={locked || label === 'Confirmed' || draft.lot.trim() === '' || draft.exp.trim() === ''}
          loading={save.isPending}
          onClick={() => save.mutate()}
          data-testid="p2p-lot-confirm"
        >
          {label}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function SaleLots(props: {
  saleId: string;
  lines: P2pLine[];
  locked: boolean;
  drafts: Record<string, LotDraft>;
  setDrafts: (update: (prev: Record<string, LotDraft>) => Record<string, LotDraft>) => void;
}) {
  const { saleId, lines, locked, drafts, setDrafts } = props;
  const draftFor = (l: P2pLine) => drafts[l.id] ?? draftOf(lotLine(l));
  const allConfirmed = lines.every((l) => isLineConfirmed(lotLine(l), draftFor(l)));
  return (
    <>
      {!allConfirmed && !locked && (
        <Alert color="yellow" data-testid="p2p-lot-notice">
          Please confirm the lot number and expiration date of each item before printing the shipping label.
        </Alert>
      )}
      <Table data-testid="p2p-lot-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>NDC</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Lot number</Table.Th>
            <Table.Th>Expiration date</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <LotRow
              key={line.id}
              saleId={saleId}
              line={line}
              locked={locked}
              draft={draftFor(line)}
              onDraft={(d) => setDrafts((prev) => ({ ...prev, [line.id]: d }))}
              onSaved={() => setDrafts(({ [line.id]: _saved, ...rest }) => rest)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** Whether every line is confirmed on screen (saved and not edited since). */
export function allLotsConfirmed(lines: P2pLine[], drafts: Record<string, LotDraft>): boolean {
  return lines.every((l) => isLineConfirmed(lotLine(l), drafts[l.id] ?? draftOf(lotLine(l))));
}
