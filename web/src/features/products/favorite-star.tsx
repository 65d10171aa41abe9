import { ActionIcon, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../ui/notify.ts';
import { toggleFavorite, type FavoriteToggle } from './products-api.ts';

type FavoriteStarProps = {
  productId: string;
  marked: boolean;
  /** The favourites page shown, so the answer's page_entries_info describes it. */
  page?: number;
  onToggled?: (result: FavoriteToggle) => void;
};

/** A star that toggles the product in the user's favourites; disabled while the call runs. */
export function FavoriteStar({ productId, marked, page, onToggled }: FavoriteStarProps) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => toggleFavorite(productId, page),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      onToggled?.(result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['favorites'] }),
        queryClient.invalidateQueries({ queryKey: ['product', productId] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
    // Pharmacy-side §8: a failed favourite toggle toasts (the server's message, else the status text).
    onError: (error) => notifyError(error),
  });
  const label = marked ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={label}
        aria-pressed={marked}
        loading={mutation.isPending}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        data-testid={`favorite-${productId}`}
        data-marked={marked}
      >
        <span aria-hidden style={{ fontSize: 20 }}>
          {marked ? '★' : '☆'}
        </span>
      </ActionIcon>
    </Tooltip>
  );
}
