import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateCancelMemo } from '../../../../domain/offers/respond-input.ts';
import { firstMessages } from '../../ui/server-errors.ts';
import { offersApi, type OfferRow } from './offers-api.ts';
import type { OutcomeFlag } from './outcome-flag.ts';
import { useOfferMove } from './use-offer-move.ts';

export type SimpleMove =
  'accept_counter' | 'skip_counter' | 'cancel' | 'approve_cancellation' | 'decline_cancellation';

type Props = {
  row: OfferRow;
  move: SimpleMove;
  onClose: () => void;
  onOutcome: (fl: OutcomeFlag | undefined) => void;
};

const noun = (row: OfferRow) => `${row.bundle ? 'bundle offer' : 'offer'} #${row.number}`;

const TEXT: Record<SimpleMove, { ask: (row: OfferRow) => string; confirm: string; danger?: boolean }> = {
  accept_counter: {
    ask: (row) =>
      `Accept the counter offer on ${noun(row)} (${row.counter_price ?? ''} × ${row.counter_quantity ?? ''})? The item goes into your cart at that price.`,
    confirm: 'Accept counter',
  },
  skip_counter: {
    ask: (row) => `Skip the counter offer on ${noun(row)}? The negotiation ends.`,
    confirm: 'Skip counter',
    danger: true,
  },
  cancel: { ask: (row) => `Cancel ${noun(row)}?`, confirm: 'Cancel offer', danger: true },
  approve_cancellation: {
    ask: (row) => `Approve the buyer's request to cancel ${noun(row)}?`,
    confirm: 'Approve cancellation',
    danger: true,
  },
  decline_cancellation: {
    ask: (row) => `Decline the cancellation request and keep ${noun(row)}?`,
    confirm: 'Keep offer',
  },
};

/**
 * The answer-counter buttons' confirmations (§7 PATCH …/counter accepted | skipped), cancel with a
 * memo (§4: bundle offers with memo; §7 PATCH …/cancel) and the cancellation-request decisions
 * (§7 PATCH …/cancellation_request/{id}/approve | decline).
 */
export function MoveModalBody({ row, move, onClose, onOutcome }: Props) {
  const mutation = useOfferMove(onOutcome);
  const form = useForm({
    initialValues: { memo: '' },
    // Only a cancel has a field: the memo, required for a bundle offer (§4).
    validate: ({ memo }) => {
      if (move !== 'cancel') return {};
      const checked = validateCancelMemo(row.kind, memo);
      return checked.ok ? {} : firstMessages(checked.fields);
    },
  });
  const text = TEXT[move];

  function submit({ memo }: { memo: string }) {
    switch (move) {
      case 'accept_counter':
      case 'skip_counter':
        return mutation.mutate(() =>
          offersApi.answerCounter(row.kind, row.id, move === 'accept_counter' ? 'accepted' : 'skipped'),
        );
      case 'cancel':
        return mutation.mutate(() => offersApi.cancel(row.kind, row.id, memo));
      case 'approve_cancellation':
      case 'decline_cancellation':
        return mutation.mutate(() =>
          offersApi.decideCancellation(
            row.kind,
            row.id,
            move === 'approve_cancellation' ? 'approve' : 'decline',
          ),
        );
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Text size="sm">{text.ask(row)}</Text>
        {move === 'cancel' && (
          <Textarea
            label={row.bundle ? 'Memo' : 'Memo (optional)'}
            required={row.bundle === 1}
            maxLength={1000}
            {...form.getInputProps('memo')}
            data-testid="cancel-memo"
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            type="submit"
            color={text.danger ? 'red' : undefined}
            loading={mutation.isPending}
            data-testid="move-submit"
          >
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
