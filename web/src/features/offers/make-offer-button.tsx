import { Button, Modal, NumberInput, Stack, Text, Textarea, TextInput, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { validateNewOffer } from '../../../../domain/offers/respond-input.ts';
import { isApiError } from '../../api/client.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { offersApi, offersKey } from './offers-api.ts';

type Listing = {
  id: string;
  supplier_name: string;
  price_cents: number;
  stock: number;
  min_qty: number;
  max_qty: number | null;
};

/**
 * 'Make an offer' on a supplier's listing (issue 5; §7 POST /api/v1/offers): a pack price and a
 * quantity within the listing's limits and stock, and a note; checked with the API's own rules
 * first, then sent. The offer appears under Sent on /pharmacy/offers.
 */
export function MakeOfferButton({ listing, productName }: { listing: Listing; productName?: string }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState<number | string>(Math.max(1, listing.min_qty));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const mutation = useMutation({
    mutationFn: offersApi.create,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      setOpened(false);
      await queryClient.invalidateQueries({ queryKey: offersKey });
    },
    onError: (error) => {
      if (isApiError(error)) setErrors(error.fieldErrors);
      notifyError(error);
    },
  });

  function submit() {
    const checked = validateNewOffer({
      price,
      quantity: String(quantity),
      listingMinQty: listing.min_qty,
      listingMaxQty: listing.max_qty,
      stock: listing.stock,
      note,
    });
    if (!checked.ok) return setErrors(checked.fields);
    setErrors({});
    const trimmed = note.trim();
    mutation.mutate({
      listing_id: listing.id,
      price: price.trim(),
      quantity: checked.value.quantity,
      ...(trimmed ? { note: trimmed } : {}),
    });
  }

  const error = (field: string) => errors[field]?.[0];
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
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Make an offer"
        data-testid="make-offer-modal"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{`${productName ? `${productName} from ` : 'Offer to '}${listing.supplier_name}, listed at ${formatCents(listing.price_cents)} a pack.`}</Text>
            <TextInput
              label="Your price per pack"
              leftSection="$"
              inputMode="decimal"
              required
              value={price}
              onChange={(e) => setPrice(e.currentTarget.value)}
              error={error('price')}
              data-testid="offer-price"
              data-autofocus
            />
            <NumberInput
              label="Quantity"
              required
              min={1}
              max={listing.max_qty ?? undefined}
              allowDecimal={false}
              allowNegative={false}
              value={quantity}
              onChange={setQuantity}
              error={error('quantity')}
              data-testid="offer-quantity"
            />
            <Textarea
              label="Note (optional)"
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={error('note')}
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
    </>
  );
}
