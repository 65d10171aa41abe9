/** Typed calls of the supplier's bundle offer creation (issue 5), through the shared fetch client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { InventoryPage } from '../inventory/inventory-api.ts';

export type BundleFormOptions = {
  /** The supplier's approved customers: only they can be party to an offer. */
  customers: { id: string; name: string }[];
  shipping_methods: { service_type: string; name: string }[];
};

export type CreateBundleBody = {
  buyer_account_id: string;
  variants: { listing_id: string; price: string; quantity: number }[];
  note?: string;
  shipping_method?: string;
  allow_modify_in_cart: boolean;
};

export type CreateBundleAnswer = {
  message: string;
  fl: string;
  bundle_offer: { id: string; number: number };
};

/** Customers and shipping methods for the form (GET /api/v1/bundle_offers/new). */
export const bundleFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['bundle-offers', 'new'],
    queryFn: ({ signal }) => api.get<BundleFormOptions>('/api/v1/bundle_offers/new', { signal }),
  });

/** The listing search starts at this many characters. */
export const LISTING_SEARCH_MIN = 2;

/** The supplier's own active listings matching a name, SKU or NDC (GET /api/v1/inventory, filter active). */
export const listingSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['bundle-offers', 'listings', q],
    queryFn: ({ signal }) =>
      api.get<InventoryPage>('/api/v1/inventory', {
        query: { filter: 'active', q, page: 1, per_page: 10, sort: 'name', direction: 'asc' },
        signal,
      }),
    enabled: q.trim().length >= LISTING_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** POST /api/v1/bundle_offers: sends the bundle offer and starts its negotiation. */
export const createBundleOffer = (body: CreateBundleBody) =>
  api.post<CreateBundleAnswer>('/api/v1/bundle_offers', body);
