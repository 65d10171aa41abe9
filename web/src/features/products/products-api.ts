/**
 * The catalog calls of the pharmacy side (pharmacy-side §7, supplier-side §7 product search) and
 * their react-query options. Shapes mirror api/routes/products*.ts.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { ProductSuggestion } from '../../../../domain/catalog/suggestion.ts';
import type { CookieFilters } from '../marketplace/cookie-filters.ts';

export type { ProductSuggestion };

export type ProductSummary = {
  id: string;
  ndc: string;
  name: string;
  generic_name: string;
  strength: string;
  form: string;
  package_size: string;
  package_qty: number;
  manufacturer: string;
  is_brand: boolean;
  is_generic: boolean;
  rx_otc: 'rx' | 'otc';
  best_price_cents: number | null;
  supplier_count: number;
  deal: boolean;
  promo: boolean;
  short_dated: boolean;
  favorite: boolean;
};

export type Paged<T> = { data: T[]; page: number; per_page: number; total: number };

export type ProductFacts = Omit<
  ProductSummary,
  'best_price_cents' | 'supplier_count' | 'deal' | 'promo' | 'short_dated' | 'favorite'
> & {
  ndc11: string;
  route: string;
  unit: string;
  dea_schedule: string | null;
  gpi: string | null;
  favorite: boolean;
};

export type SupplierListing = {
  id: string;
  supplier_id: string;
  supplier_name: string;
  price_cents: number;
  price_per_unit_centi_cents: number;
  stock: number;
  expiration_date: string | null;
  package_size: string;
  deal: boolean;
  short_dated: boolean;
  promo: { price_cents: number; triggering_quantity: number; start_date: string; end_date: string } | null;
  min_qty: number;
  max_qty: number | null;
};

export type SortKey =
  | 'manufacturer'
  | 'supplier_name'
  | 'package_size'
  | 'stock'
  | 'expiration_date'
  | 'price_per_unit'
  | 'price';
export type SortDirection = 'asc' | 'desc';
export type ProductPage = {
  product: ProductFacts;
  listings: SupplierListing[];
  sort: SortKey;
  direction: SortDirection;
};

export type FavoriteToggle = {
  message: string;
  count: number;
  page_entries_info: string;
  status: string;
  marked: boolean;
  id: string;
};

/** Suggestions for the search box; the signal lets each new request abort the previous one (supplier-side §4). */
export function searchProducts(
  input: string,
  signal: AbortSignal,
  options: { limit?: number; shortDate?: boolean } = {},
) {
  return api.get<{ data: ProductSuggestion[] }>('/api/v1/products/search', {
    query: { input, limit: options.limit ?? 10, short_date: options.shortDate ? 1 : undefined },
    signal,
  });
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
  hide_short_dates: filters.hideShortDates ? 1 : undefined,
  min_expiry: filters.minExpiry ?? undefined,
});

export const marketplaceQueryOptions = (
  mode: 'all' | 'deals',
  search: MarketplaceSearch,
  filters: CookieFilters,
) =>
  queryOptions({
    queryKey: ['products', mode, search, filters],
    queryFn: ({ signal }) =>
      api.get<Paged<ProductSummary>>(mode === 'deals' ? '/api/v1/products/deals' : '/api/v1/products', {
        query: {
          keywords: search.keywords,
          ndc: search.ndc,
          p2p_only: search.p2p_only ? 1 : undefined,
          short_date: search.short_date ? 1 : undefined,
          page: search.page,
          sort: search.sort,
          direction: search.direction,
          ...cookieQuery(filters),
        },
        signal,
      }),
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
      api.get<ProductPage>(`/api/v1/products/${encodeURIComponent(id)}`, {
        query: { sort, direction, ...cookieQuery(filters) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const favoritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['favorites', page],
    queryFn: ({ signal }) =>
      api.get<Paged<ProductSummary> & { page_entries_info: string }>('/api/v1/favorites', {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const recentlyViewedQueryOptions = () =>
  queryOptions({
    queryKey: ['recently-viewed'],
    queryFn: ({ signal }) =>
      api.get<{ data: (ProductSummary & { viewed_at: string })[] }>('/api/v1/products/recently_viewed', {
        signal,
      }),
  });

export function toggleFavorite(id: string, page?: number): Promise<FavoriteToggle> {
  return api.patch<FavoriteToggle>(
    `/api/v1/products/${encodeURIComponent(id)}/favorite`,
    page ? { page } : {},
  );
}
