/**
 * The catalog calls of the pharmacy side (pharmacy-side §7, supplier-side §7 product search) and
 * their react-query options. Shapes mirror api/routes/products*.ts.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';
import type { SortDirection, SortKey } from '../../../../domain/catalog/sorting.ts';
import type { ProductSuggestion } from '../../../../domain/catalog/suggestion.ts';
import type { CookieFilters } from './cookie-filters.ts';

export type { ProductSuggestion, SortDirection, SortKey };

export type ProductSummary = Schema<'ProductSummary'>;
export type ProductFacts = Schema<'ProductFacts'>;
export type SupplierListing = Schema<'SupplierListing'>;
export type ProductPage = Schema<'ProductPage'>;
export type FavoriteToggle = Schema<'FavoriteToggle'>;

/** A query flag as the API reads it ('1' on, absent off). */
const flag = (on: boolean | undefined) => (on ? ('1' as const) : undefined);

/** Suggestions for the search box; the signal lets each new request abort the previous one (supplier-side §4). */
export function searchProducts(
  input: string,
  signal: AbortSignal,
  options: { limit?: number; shortDate?: boolean } = {},
) {
  return data(
    apiClient.GET('/api/v1/products/search', {
      params: { query: { input, limit: options.limit ?? 10, short_date: flag(options.shortDate) } },
      signal,
    }),
  );
}

export type MarketplaceSearch = {
  keywords?: string | undefined;
  ndc?: string | undefined;
  p2p_only?: boolean | undefined;
  short_date?: boolean | undefined;
  page: number;
  sort: 'name' | 'price' | 'suppliers';
  direction: SortDirection;
};

const cookieQuery = (filters: CookieFilters) => ({
  hide_short_dates: flag(filters.hideShortDates),
  min_expiry: filters.minExpiry ?? undefined,
});

export const marketplaceQueryOptions = (
  mode: 'all' | 'deals',
  search: MarketplaceSearch,
  filters: CookieFilters,
) =>
  queryOptions({
    queryKey: ['products', mode, search, filters],
    queryFn: ({ signal }) => {
      const query = {
        keywords: search.keywords,
        ndc: search.ndc,
        p2p_only: flag(search.p2p_only),
        short_date: flag(search.short_date),
        page: search.page,
        sort: search.sort,
        direction: search.direction,
        ...cookieQuery(filters),
      };
      const path = mode === 'deals' ? '/api/v1/products/deals' : '/api/v1/products';
      return data(apiClient.GET(path, { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });

export const productPageQueryOptions = (
  id: string,
  sort: SortKey,
  direction: SortDirection,
  filters: CookieFilters,
) =>
  queryOptions({
    queryKey: ['product', id, sort, direction, filters],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/products/{id}', {
          params: { path: { id }, query: { sort, direction, ...cookieQuery(filters) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const favoritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['favorites', page],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/favorites', { params: { query: { page } }, signal })),
    placeholderData: keepPreviousData,
  });

export const recentlyViewedQueryOptions = () =>
  queryOptions({
    queryKey: ['recently-viewed'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/products/recently_viewed', { signal })),
  });

export function toggleFavorite(id: string, page?: number): Promise<FavoriteToggle> {
  return data(
    apiClient.PATCH('/api/v1/products/{id}/favorite', {
      params: { path: { id } },
      body: page ? { page } : {},
    }),
  );
}
