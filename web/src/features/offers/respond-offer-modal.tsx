import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstMessages, putFieldErrors } from '../../ui/server-errors.ts';
import { checkCounter } from './counter-body.ts';
import { CounterFields, type CounterForm } from './counter-fields.tsx';
import { useOfferDetail } from './offer-detail-api.ts';
import { offersApi, type OfferRow } from './offers-api.ts';
import type { OutcomeFlag } from './outcome-flag.ts';
import { useOfferMove } from './use-offer-move.ts';
import { centsToDecimal } from '../../../../domain/money.ts';

export type RespondMode = 'accept' | 'counter' | 'decline';

type RespondOfferModalProps = {
  row: OfferRow;
  mode: RespondMode;
  onClose: () => void;
  onOutcome: (fl: OutcomeFlag | undefined) => void;
};

const summary = (row: OfferRow) =>
  `Offer #${row.number} from ${row.counterparty.name}: ${row.product?.name ?? ''} at ${row.price} × ${row.quantity}.`;

/**
 * The seller's accept, counter and decline modals of an individual offer (§2 show_accept_offer_modal,
 * show_counter_offer_modal, show_decline_offer_modal; §7 POST /offers/{id}/respond). The offer's
 * detail comes from the cache when another modal already fetched it.
 */
export function RespondOfferBody({ row, mode, onClose, onOutcome }: RespondOfferModalProps) {
  const { detail } = useOfferDetail(row.kind, row.id);
  const move = useOfferMove(onOutcome);
  const form = useForm<CounterForm>({
    initialValues: {
      price: centsToDecimal(row.price_cents),
      quantity: row.quantity,
      shipping: false,
      shipping_method: null,
      note: '',
    },
    // Only a counter has fields to check, with the API's own rules (§5 Offer counter).
    validate: (values) => {
      if (mode !== 'counter') return {};
      const checked = checkCounter(values);
      return checked.ok ? {} : firstMessages(checked.errors);
    },
  });

  function submit(values: CounterForm) {
    if (mode === 'counter') {
      const checked = checkCounter(values);
      if (!checked.ok) return; // validate above has put its messages on the fields
      return move.mutate(() => offersApi.respond(row.id, checked.body), {
        onError: (error) => putFieldErrors(form, error),
      });
    }
    const note = values.note.trim();
    const body =
      mode === 'accept'
        ? { response: 'accepted' as const }
        : { response: 'declined' as const, ...(note ? { note } : {}) };
    move.mutate(() => offersApi.respond(row.id, body));
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Stack>
        <Text size="sm">{summary(row)}</Text>
        {mode === 'accept' && (
          <Text size="sm">
            Accepting lets the buyer buy this item at the offered price until the offer expires.
          </Text>
        )}
        {mode === 'decline' && (
          <Textarea label="Note (optional)" maxLength={1000} {...form.getInputProps('note')} data-autofocus />
        )}
        {mode === 'counter' && <CounterFields form={form} methods={detail?.shipping_methods} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="respond-cancel">
            Close
          </Button>
          <Button
            type="submit"
            color={mode === 'decline' ? 'red' : undefined}
            loading={move.isPending}
            data-testid="respond-submit"
          >
            {mode === 'accept' ? 'Accept offer' : mode === 'decline' ? 'Decline offer' : 'Send counter offer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
