import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ProductTable, favoritesQueryOptions } from '../products/index.ts';
import { pageAfterToggle } from './favorites-redirect.ts';

/** The user's favourite products, 10 per page, each with its star to remove it. */
export function FavoritesPage({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const query = useQuery(favoritesQueryOptions(page));
  return (
    <Stack>
      <Title order={1}>Favorites</Title>
      {query.data && (
        <Text size="sm" c="dimmed" data-testid="favorites-info">
          {query.data.page_entries_info}
        </Text>
      )}
      <ProductTable
        products={query}
        page={page}
        onPage={onPageChange}
        empty={{
          title: 'No favorites',
          description: 'Mark products with the star to find them here.',
          testId: 'favorites-empty',
        }}
        favorites={{
          page,
          onToggled: (result) => {
            const next = pageAfterToggle(page, result);
            if (next !== page) onPageChange(next);
          },
        }}
      />
    </Stack>
  );
}
