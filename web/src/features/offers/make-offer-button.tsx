import { Button, Modal, NumberInput, Stack, Text, Textarea, TextInput, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents, parseDollarsToCents } from '../../../../domain/money.ts';
import { validateNewOffer } from '../../../../domain/offers/respond-input.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { firstMessages, showServerErrors } from '../../ui/server-errors.ts';
import { offersApi, offersKey, type CreateOfferBody } from './offers-api.ts';

type OfferForm = { price: string; quantity: number | string; note: string };

type Listing = {
  id: string;
  supplier_name: string;
  price_cents: number;
  stock: number;
  min_qty: number;
  max_qty: number | null;
};

type AboveList = { body: CreateOfferBody; priceCents: number };

/** Asks before an offer above the list price is sent (a typo of 350 for 35 costs the buyer dearly). */
function AboveListConfirm({
  pending,
  listPriceCents,
  onCancel,
  onConfirm,
}: {
  pending: AboveList | null;
  listPriceCents: number;
  onCancel: () => void;
  onConfirm: (body: CreateOfferBody) => void;
}) {
  const price = pending ? formatCents(pending.priceCents) : '';
  return (
    <Modal
      stackId="offer-above-list"
      opened={pending !== null}
      onClose={onCancel}
      title="Confirmation"
      withCloseButton={false}
      data-testid="offer-above-list-confirm"
    >
      <Stack gap="sm">
        <Text size="sm">
          {`Your price of ${price} a pack is above the listed price of ${formatCents(listPriceCents)}. Send this offer anyway?`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus data-testid="confirm-cancel">
            Cancel
          </Button>
          <Button onClick={() => pending && onConfirm(pending.body)} data-testid="confirm-yes">
            Yes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'Make an offer' on a supplier's listing (issue 5; §7 POST /api/v1/offers): a pack price and a
 * quantity within the listing's limits and stock, and a note; checked with the API's own rules
 * first, then sent. A quantity outside the limits is never changed: the field keeps what was typed
 * and says why (from leaving the field). A price above the listing's pack price is sent only after
 * a confirmation stacked over the form (Escape goes back to the form). The offer appears under
 * Sent on /pharmacy/offers.
 */
export function MakeOfferButton({ listing, productName }: { listing: Listing; productName?: string }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [aboveList, setAboveList] = useState<AboveList | null>(null);
  const form = useForm<OfferForm>({
    initialValues: { price: '', quantity: Math.max(1, listing.min_qty), note: '' },
    validateInputOnBlur: ['quantity', 'price'],
    // The API's own rules for a new offer (domain/offers/respond-input.ts), checked before sending.
    validate: (values) => {
      const checked = validateNewOffer({
        price: values.price,
        quantity: String(values.quantity),
        listingMinQty: listing.min_qty,
        listingMaxQty: listing.max_qty,
        stock: listing.stock,
        note: values.note,
      });
      return checked.ok ? {} : firstMessages(checked.fields);
    },
  });
  const mutation = useMutation({
    mutationFn: offersApi.create,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      setOpened(false);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: offersKey });
    },
    onError: (error) => showServerErrors(form, error),
  });

  function submit(values: OfferForm) {
    const note = values.note.trim();
    const body: CreateOfferBody = {
      listing_id: listing.id,
      price: values.price.trim(),
      quantity: Number(values.quantity),
      ...(note ? { note } : {}),
    };
    const priceCents = parseDollarsToCents(values.price) ?? 0;
    if (priceCents > listing.price_cents) setAboveList({ body, priceCents });
    else mutation.mutate(body);
  }

  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpened(true)}
        data-testid={`make-offer-${listing.id}`}
      >
        Make an offer
      </Button>
      <Modal.Stack>
        <Modal
          stackId="make-offer"
          opened={opened}
          onClose={() => setOpened(false)}
          title="Make an offer"
          data-testid="make-offer-modal"
        >
          <form onSubmit={form.onSubmit(submit)}>
            <Stack gap="sm">
              <Text size="sm">{`${productName ? `${productName} from ` : 'Offer to '}${listing.supplier_name}, listed at ${formatCents(listing.price_cents)} a pack.`}</Text>
              <TextInput
                label="Your price per pack"
                leftSection="$"
                inputMode="decimal"
                required
                {...form.getInputProps('price')}
                data-testid="offer-price"
                data-autofocus
              />
              <NumberInput
                label="Quantity"
                required
                min={1}
                max={listing.max_qty ?? undefined}
                // Never clamp: a quantity outside the limits stays as typed, with the rule's message.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('quantity')}
                data-testid="offer-quantity"
              />
              <Textarea
                label="Note (optional)"
                maxLength={1000}
                {...form.getInputProps('note')}
                data-testid="offer-note"
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  Close
                </Button>
                <Button type="submit" loading={mutation.isPending} data-testid="offer-submit">
                  Send offer
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal>
        <AboveListConfirm
          pending={aboveList}
          listPriceCents={listing.price_cents}
          onCancel={() => setAboveList(null)}
          onConfirm={(body) => {
            setAboveList(null);
            mutation.mutate(body);
          }}
        />
      </Modal.Stack>
    </>
  );
}
