/** Typed calls of the supplier's bundle offer creation (issue 5), through the shared contract client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, ResponseBody } from '../../api/contract.ts';

export type CreateBundleBody = RequestBody<'/api/v1/bundle_offers', 'post'>;
/** The form's choices: the supplier's approved customers (only they can be party to an offer) and shipping methods. */
export type BundleFormOptions = ResponseBody<'/api/v1/bundle_offers/new', 'get'>;

/** Customers and shipping methods for the form (GET /api/v1/bundle_offers/new). */
export const bundleFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['bundle-offers', 'new'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/bundle_offers/new', { signal })),
  });

/** The listing search starts at this many characters. */
export const LISTING_SEARCH_MIN = 2;

/** The supplier's own active listings matching a name, SKU or NDC (GET /api/v1/inventory, filter active). */
export const listingSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['bundle-offers', 'listings', q],
    queryFn: ({ signal }) => {
      const query = { filter: 'active', q, page: 1, per_page: 10, sort: 'name', direction: 'asc' } as const;
      return data(apiClient.GET('/api/v1/inventory', { params: { query }, signal }));
    },
    enabled: q.trim().length >= LISTING_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** A p2p seller's own active listings with their proof on file, by name or NDC (GET /api/v1/pharmacy/inventory). */
export const p2pListingSearchQueryOptions = (keywords: string) =>
  queryOptions({
    queryKey: ['bundle-offers', 'p2p-listings', keywords],
    queryFn: async ({ signal }) => {
      const query = { keywords, page: 1, per_page: 10, sort: 'name', direction: 'asc' } as const;
      const page = await data(apiClient.GET('/api/v1/pharmacy/inventory', { params: { query }, signal }));
      return { ...page, data: page.data.filter((l) => l.active && l.proof_on_file) };
    },
    enabled: keywords.trim().length >= LISTING_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** POST /api/v1/bundle_offers: sends the bundle offer and starts its negotiation. */
export const createBundleOffer = (body: CreateBundleBody) =>
  data(apiClient.POST('/api/v1/bundle_offers', { body }));
