/** Typed calls of the p2p seller's listings and support's missing-proof queue (issue 13 part A). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../../api/client.ts';
import type { Schema } from '../../../api/contract.ts';

export type SellerListing = Schema<'SellerListing'>;
export type SellerListingDetail = Schema<'SellerListingDetail'>;
export type ListingFile = Schema<'ListingFile'>;
export type MissingProof = Schema<'MissingProof'>;
export const SELLER_SORTS = [
  'name',
  'manufacturer',
  'package_size',
  'stock',
  'expiration_date',
  'price_per_unit',
  'price',
] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];
export type SellerListingParams = {
  page: number;
  per_page: number;
  sort: SellerSort;
  direction: 'asc' | 'desc';
  keywords?: string | undefined;
};

export const sellerListingsKey = ['p2p-listings'] as const;

export const sellerListingsQueryOptions = (params: SellerListingParams) =>
  queryOptions({
    queryKey: [...sellerListingsKey, 'list', params],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/pharmacy/inventory', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const sellerListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sellerListingsKey, 'one', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/pharmacy/inventory/{id}', { params: { path: { id } }, signal })),
  });

/** Creates (no id) or updates the listing from the form's multipart body. */
export function saveListing(id: string | null, form: FormData) {
  const options = { body: {} as never, bodySerializer: () => form };
  return id
    ? data(apiClient.PATCH('/api/v1/pharmacy/inventory/{id}', { params: { path: { id } }, ...options }))
    : data(apiClient.POST('/api/v1/pharmacy/inventory', options));
}

export const updateInline = (id: string, body: { stock: string } | { price: string }) =>
  data(apiClient.POST('/api/v1/pharmacy/inventory/{id}/update_inline', { params: { path: { id } }, body }));

export const deactivateListing = (id: string) =>
  data(apiClient.DELETE('/api/v1/pharmacy/inventory/{id}', { params: { path: { id } } }));

/** The proof-of-purchase modal's upload; `close` is the save-and-close flag. */
export function uploadProof(
  id: string,
  files: { proofs: File[]; pedigrees: File[]; purchasedFrom: string; close: boolean },
) {
  const form = new FormData();
  form.set('save_and_close', files.close ? '1' : '0');
  if (files.purchasedFrom.trim()) form.set('purchased_from', files.purchasedFrom.trim());
  for (const file of files.proofs) form.append('proof_of_purchase[]', file);
  for (const file of files.pedigrees) form.append('pedigree_documents[]', file);
  return data(
    apiClient.PATCH('/api/v1/inventory/{id}/update_proof_of_purchase', {
      params: { path: { id } },
      body: {} as never,
      bodySerializer: () => form,
    }),
  );
}

export const missingProofsKey = ['missing-proofs'] as const;

export const missingProofsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...missingProofsKey, page],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/support/missing_proofs', {
          params: { query: { page, per_page: 25 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const notifySeller = (listingId: string) =>
  data(
    apiClient.POST('/api/v1/support/missing_proofs/{listingId}/notify', { params: { path: { listingId } } }),
  );

/** The seller's status, to show the Inventory entry only to approved sellers. */
export const sellerStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['seller-status'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/become_seller', { signal })),
    staleTime: 60_000,
  });

/** Catalog products for a new listing, listed by anyone or not (the seller's product picker). */
export function searchCatalog(keyword: string, signal: AbortSignal) {
  return data(
    apiClient.GET('/api/v1/pharmacy/catalog/suggestions', { params: { query: { keyword } }, signal }),
  );
}
