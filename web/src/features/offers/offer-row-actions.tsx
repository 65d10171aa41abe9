import { Button, Group } from '@mantine/core';
import type { OfferRow } from './offers-api.ts';

/** The modals a row opens (§2 offer detail, respond, answer-counter and cancel modals). */
export type OfferModalKind =
  | 'detail'
  | 'accept'
  | 'counter'
  | 'decline'
  | 'respond_bundle'
  | 'accept_counter'
  | 'skip_counter'
  | 'cancel'
  | 'approve_cancellation'
  | 'decline_cancellation';

type Entry = { modal: OfferModalKind; label: string; color?: string };

/** The buttons a row shows: only the moves its `actions` allow the caller now. */
export function rowButtons(row: OfferRow): Entry[] {
  const can = (action: OfferRow['actions'][number]) => row.actions.includes(action);
  const entries: Entry[] = [{ modal: 'detail', label: 'Details' }];
  if (can('respond') && row.bundle === 1) entries.push({ modal: 'respond_bundle', label: 'Respond' });
  if (can('accept') && row.bundle === 0) entries.push({ modal: 'accept', label: 'Accept', color: 'green' });
  if (can('counter') && row.bundle === 0) entries.push({ modal: 'counter', label: 'Counter' });
  if (can('decline') && row.bundle === 0) entries.push({ modal: 'decline', label: 'Decline', color: 'red' });
  if (can('answer_counter')) {
    entries.push({ modal: 'accept_counter', label: 'Accept counter', color: 'green' });
    entries.push({ modal: 'skip_counter', label: 'Skip counter' });
  }
  if (can('cancel')) entries.push({ modal: 'cancel', label: 'Cancel', color: 'red' });
  if (can('decide_cancellation')) {
    entries.push({ modal: 'approve_cancellation', label: 'Approve cancellation', color: 'red' });
    entries.push({ modal: 'decline_cancellation', label: 'Keep offer' });
  }
  return entries;
}

type OfferRowActionsProps = { row: OfferRow; onOpen: (modal: OfferModalKind, row: OfferRow) => void };

/** A row's action buttons; each opens its modal. */
export function OfferRowActions({ row, onOpen }: OfferRowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {rowButtons(row).map((entry) => (
        <Button
          key={entry.modal}
          size="compact-xs"
          variant={entry.modal === 'detail' ? 'subtle' : 'light'}
          color={entry.color}
          onClick={() => onOpen(entry.modal, row)}
          data-testid={`offer-${entry.modal.replaceAll('_', '-')}`}
        >
          {entry.label}
        </Button>
      ))}
    </Group>
  );
}
