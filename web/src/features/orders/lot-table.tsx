/**
 * The lot confirmation table of an order's lines (pharmacy-side §3 Lot update, §4 Lot number
 * confirmation), one for every kind of seller: each line's button reads 'Confirm' when edited and
 * 'Confirmed' once saved or unchanged; the notice hides when every line is confirmed. What differs
 * (the save call, the notice, the NDC and quantity columns, the test ids) comes from the caller.
 */
import { Alert, Button, Table, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { draftOf, isLineConfirmed, lotButtonLabel, type LotDraft, type LotLine } from './lot-state.ts';

/** One line of the table: its lot as saved, and what the table shows of it. */
export type LotTableLine = LotLine & { id: string; name: string; ndc?: string; quantity?: number };
export type LotDrafts = Record<string, LotDraft>;

type LotTableProps = {
  lines: LotTableLine[];
  drafts: LotDrafts;
  setDrafts: (update: (prev: LotDrafts) => LotDrafts) => void;
  /** Saves one line's lot; answers the message to show. */
  save: (line: LotTableLine, draft: LotDraft) => Promise<{ message: string }>;
  /** Runs after a save (refetches the order), before the line's draft is dropped. */
  afterSave: () => Promise<void>;
  notice: string;
  lotMaxLength: number;
  /** Shows the NDC and quantity columns. */
  withQuantities?: boolean;
  /** No field or button can change (the order moved on). */
  locked?: boolean;
  /** Before every test id ('p2p-' on the p2p sale page). */
  testIdPrefix?: string;
};

type LotRowProps = Pick<LotTableProps, 'save' | 'afterSave' | 'lotMaxLength' | 'withQuantities'> & {
  line: LotTableLine;
  draft: LotDraft;
  locked: boolean;
  testId: (id: string) => string;
  onDraft: (d: LotDraft) => void;
  onSaved: () => void;
};

function LotRow({ line, draft, locked, testId, onDraft, onSaved, ...props }: LotRowProps) {
  const save = useMutation({
    mutationFn: () => props.save(line, draft),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await props.afterSave();
      onSaved(); // the saved values (as the server normalised them) are the field's values now
    },
    onError: notifyError,
  });
  const label = lotButtonLabel(line, draft);
  return (
    <Table.Tr data-testid={testId('lot-row')} data-id={line.id}>
      <Table.Td>{line.name}</Table.Td>
      {props.withQuantities && (
        <>
          <Table.Td>{line.ndc}</Table.Td>
          <Table.Td>{line.quantity}</Table.Td>
        </>
      )}
      <Table.Td>
        <TextInput
          aria-label={`Lot number of ${line.name}`}
          value={draft.lot}
          maxLength={props.lotMaxLength}
          disabled={locked}
          onChange={(e) => onDraft({ ...draft, lot: e.currentTarget.value })}
          data-testid={testId('lot-number')}
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
          data-testid={testId('lot-exp')}
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
          data-testid={testId('lot-confirm')}
        >
          {label}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Whether every line is confirmed on screen (saved and not edited since). */
export function allLotsConfirmed(lines: LotTableLine[], drafts: LotDrafts): boolean {
  return lines.every((line) => isLineConfirmed(line, drafts[line.id] ?? draftOf(line)));
}

export function LotTable({ lines, drafts, setDrafts, notice, locked = false, ...props }: LotTableProps) {
  const prefix = props.testIdPrefix ?? '';
  const testId = (id: string) => `${prefix}${id}`;
  return (
    <>
      {!allLotsConfirmed(lines, drafts) && !locked && (
        <Alert color="yellow" data-testid={testId('lot-notice')}>
          {notice}
        </Alert>
      )}
      <Table data-testid={testId('lot-table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            {props.withQuantities && (
              <>
                <Table.Th>NDC</Table.Th>
                <Table.Th>Qty</Table.Th>
              </>
            )}
            <Table.Th>Lot number</Table.Th>
            <Table.Th>Expiration date</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <LotRow
              key={line.id}
              line={line}
              locked={locked}
              draft={drafts[line.id] ?? draftOf(line)}
              testId={testId}
              save={props.save}
              afterSave={props.afterSave}
              lotMaxLength={props.lotMaxLength}
              withQuantities={props.withQuantities}
              onDraft={(d) => setDrafts((prev) => ({ ...prev, [line.id]: d }))}
              onSaved={() => setDrafts(({ [line.id]: _saved, ...rest }) => rest)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
