import { Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { confirmAction } from '../../ui/confirm.ts';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { cartApi, useRefreshCart, type CartLine } from './cart-api.ts';
import { ExpiryNote } from './expiry-note.tsx';

/** Name, NDC and the line's flags (§3 Line item: brand, generic, promo item). */
export function LineDescription({ line }: { line: CartLine }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {line.name} {line.strength}
      </Text>
      <Group gap={4}>
        <Text size="xs" c="dimmed">
          NDC {line.ndc} · {line.package_size}
        </Text>
        <Badge size="xs" variant="outline">
          {line.is_brand ? 'Brand' : 'Generic'}
        </Badge>
        {line.promo_item && (
          <Badge size="xs" color="orange">
            Promo
          </Badge>
        )}
        {line.volume_discount && (
          <Badge size="xs" color="teal">
            Volume discount
          </Badge>
        )}
        {line.special_discount_applied && line.special_discount && (
          <Badge size="xs" color="teal" data-testid="line-special-discount">
            Special discount {line.special_discount.discount_bp / 100}%
          </Badge>
        )}
        {!line.returnable && (
          <Badge size="xs" color="gray" variant="outline" data-testid="line-non-returnable">
            Non-returnable
          </Badge>
        )}
        {!line.available && (
          <Badge size="xs" color="red">
            Unavailable
          </Badge>
        )}
      </Group>
      <ExpiryNote expiry={line.expiration_date} shortDated={line.short_dated} />
    </Stack>
  );
}

/**
 * One cart line (pharmacy-side §4/§5 Quantity): a new quantity is sent on Enter or blur; a value
 * below 1 asks to remove the item; a refused value toasts the server's message and reverts.
 */
export function CartLineRow({ line }: { line: CartLine }) {
  const [quantity, setQuantity] = useState<number | string>(line.quantity);
  useEffect(() => setQuantity(line.quantity), [line.quantity]);
  const refreshCart = useRefreshCart();
  const revert = () => setQuantity(line.quantity);
  const onDone = async (answer: { message: string }) => {
    notifySuccess(answer.message);
    await refreshCart();
  };
  const onFail = (error: unknown) => {
    notifyError(error);
    revert();
  };
  const update = useMutation({
    mutationFn: (qty: number) => cartApi.setQuantity(line.id, qty),
    onSuccess: onDone,
    onError: onFail,
  });
  const remove = useMutation({
    mutationFn: () => cartApi.remove(line.id),
    onSuccess: onDone,
    onError: onFail,
  });
  const save = useMutation({ mutationFn: () => cartApi.save(line.id), onSuccess: onDone, onError: onFail });
  const busy = update.isPending || remove.isPending || save.isPending;

  const confirmRemove = () =>
    confirmAction({
      title: 'Remove item',
      message: `Remove ${line.name} from your cart?`,
      danger: true,
      onConfirm: () => remove.mutate(),
    });

  function commit() {
    if (busy) return;
    const qty = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
    if (qty === line.quantity) return;
    if (!(qty >= 1)) {
      revert();
      confirmRemove();
      return;
    }
    update.mutate(qty);
  }

  return (
    <Table.Tr data-testid="cart-line" data-line-id={line.id}>
      <Table.Td>
        <LineDescription line={line} />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" data-testid="line-price">
          {formatCents(line.pack_price_cents)}
        </Text>
        {(line.offer_id ?? line.bundle_offer_id) && (
          <Text size="xs" c="teal" data-testid="line-offer-price">
            Offer price
          </Text>
        )}
        {line.pack_price_cents !== line.original_price_cents && (
          <Text size="xs" c="dimmed" td="line-through">
            {formatCents(line.original_price_cents)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          w={80}
          allowDecimal={false}
          aria-label={`Quantity of ${line.name}`}
          value={quantity}
          // An accepted offer's quantity is fixed unless the offer allows changes in the cart.
          disabled={busy || !line.allow_modify}
          title={line.allow_modify ? undefined : 'The quantity of an accepted offer cannot be changed.'}
          onChange={setQuantity}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') revert();
          }}
          data-testid={`line-qty-${line.id}`}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600} data-testid="line-total">
          {formatCents(line.item_total_cents)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={busy}
            onClick={() => save.mutate()}
            data-testid={`save-line-${line.id}`}
          >
            Save for later
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={confirmRemove}
            data-testid={`remove-line-${line.id}`}
          >
            Remove
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
