import { ActionIcon, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError } from '../../ui/notify.ts';
import { ordersKey, toggleFav } from './orders-api.ts';

/** An order's favourite star (§4 Orders: favourite toggles on/off; §7 PATCH /orders/toggle_fav). */
export function OrderFavStar({ orderId, fav }: { orderId: string; fav: boolean }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => toggleFav(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
    onError: notifyError,
  });
  const label = fav ? 'Remove order from favorites' : 'Add order to favorites';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={fav}
        loading={mutation.isPending}
        onClick={() => mutation.mutate()}
        data-testid={`order-fav-${orderId}`}
        data-fav={fav}
      >
        <span aria-hidden style={{ fontSize: 20 }}>
          {fav ? '★' : '☆'}
        </span>
      </ActionIcon>
    </Tooltip>
  );
}
