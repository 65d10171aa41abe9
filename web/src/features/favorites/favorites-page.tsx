import { Alert, Center, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../ui/notify.ts';
import { ProductTable } from '../marketplace/product-table.tsx';
import { favoritesQueryOptions } from '../products/products-api.ts';
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
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <Stack>
      <Title order={1}>Favorites</Title>
      {query.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" title="Could not load favorites">
          {errorMessageOf(query.error)}
        </Alert>
      )}
      {data && (
        <Text size="sm" c="dimmed" data-testid="favorites-info">
          {data.page_entries_info}
        </Text>
      )}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="favorites-empty">
          Mark products with the star to find them here.
        </Text>
      )}
      {data && data.data.length > 0 && (
        <>
          <ProductTable
            products={data.data}
            favoritePage={page}
            onFavoriteToggled={(result) => {
              const next = pageAfterToggle(page, result);
              if (next !== page) onPageChange(next);
            }}
          />
          {pages > 1 && <Pagination total={pages} value={page} onChange={onPageChange} />}
        </>
      )}
    </Stack>
  );
}
