import { Button, Group, NumberInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { cartApi, useRefreshCart } from './cart-api.ts';

type AddToCartCellProps = { listingId: string; supplierName: string; minQty: number; maxQty: number | null };

/**
 * A listing's quantity field and 'Add to cart' button (pharmacy-side §4 Add to cart): the button is
 * disabled while the call runs, the quantity sent is the one in this row's field, and the server's
 * message is toasted either way; the mini cart refreshes on success.
 */
export function AddToCartCell({ listingId, supplierName, minQty, maxQty }: AddToCartCellProps) {
  const [quantity, setQuantity] = useState<number | string>(Math.max(1, minQty));
  const refreshCart = useRefreshCart();
  const mutation = useMutation({
    mutationFn: (qty: number) => cartApi.add(listingId, qty),
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await refreshCart();
    },
    onError: (error) => notifyError(error),
  });
  const qty = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
  return (
    <Group gap={6} wrap="nowrap">
      <NumberInput
        size="xs"
        w={72}
        min={1}
        max={maxQty ?? undefined}
        allowDecimal={false}
        allowNegative={false}
        aria-label={`Quantity from ${supplierName}`}
        value={quantity}
        onChange={setQuantity}
        data-testid={`add-qty-${listingId}`}
      />
      <Button
        size="xs"
        loading={mutation.isPending}
        disabled={mutation.isPending || !(qty >= 1)}
        onClick={() => mutation.mutate(qty)}
        data-testid={`add-to-cart-${listingId}`}
      >
        Add to cart
      </Button>
    </Group>
  );
}
