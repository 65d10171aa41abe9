/** Typed calls of the offers pages (pharmacy-side §2 offers, §7 offer calls), through the shared contract client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import { PER_PAGE_OPTIONS } from '../../ui/paging-footer.tsx';
import type { OfferStatus } from '../../../../domain/offers/negotiation.ts';

export type { OfferStatus };
export type OfferBox = 'sent' | 'received';
export type OfferKind = 'offer' | 'bundle';

/** One row of GET /api/v1/offers: an individual offer (bundle 0) or a bundle offer (bundle 1). */
export type OfferRow = Schema<'OfferListRow'>;
export type OfferAction = OfferRow['actions'][number];
export type OffersPageData = Schema<'OffersPage'>;
export type OffersParams = { box: OfferBox; page: number; per_page: number };

export type BulkOfferAction = 'accept' | 'decline' | 'accept_counter' | 'cancel_counter';
export type BulkIds = RequestBody<'/api/v1/offers/bulk_accept', 'patch'>;
export type BulkAnswer = Schema<'BulkOffersAnswer'>;

/** What a single move answers (respond, counter, cancel, cancellation decisions). */
export type MoveAnswer = Schema<'OfferMoveAnswer'> | Schema<'BundleOfferMoveAnswer'>;

export type IndividualRespondBody = RequestBody<'/api/v1/offers/{id}/respond', 'post'>;
export type BundleRespondBody = RequestBody<'/api/v1/bundle_offers/{id}/respond', 'post'>;
export type CreateOfferBody = RequestBody<'/api/v1/offers', 'post'>;

export const offersKey = ['offers'] as const;
export const offerDetailKey = (kind: OfferKind, id: string) => ['offers', 'detail', kind, id] as const;

export const offersQueryOptions = (params: OffersParams) =>
  queryOptions({
    queryKey: [...offersKey, 'list', params],
    queryFn: ({ signal }) => {
      // The API takes the per-page selector's choices only (anything else reads as 25).
      const perPage = PER_PAGE_OPTIONS.find((n) => n === params.per_page) ?? 25;
      const query = { box: params.box, page: params.page, per_page: perPage };
      return data(apiClient.GET('/api/v1/offers', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });

const byId = (id: string) => ({ params: { path: { id } } });

/**
 * The detail of one offer (GET /offers/{id} or /bundle_offers/{id}). Fetched once per offer and
 * then reused from the cache by every modal of the row (§2: modals are fetched only when not yet
 * loaded); a move invalidates it.
 */
export const offerDetailQueryOptions = (kind: OfferKind, id: string) =>
  queryOptions({
    queryKey: offerDetailKey(kind, id),
    queryFn: async ({ signal }) =>
      kind === 'offer'
        ? { offer: (await data(apiClient.GET('/api/v1/offers/{id}', { ...byId(id), signal }))).offer }
        : {
            bundle_offer: (await data(apiClient.GET('/api/v1/bundle_offers/{id}', { ...byId(id), signal })))
              .bundle_offer,
          },
    staleTime: Infinity,
  });

/** §7 PATCH /api/v1/offers/bulk_* with offer_ids and bundle_offer_ids → message and one result per offer. */
function bulk(action: BulkOfferAction, body: BulkIds): Promise<BulkAnswer> {
  switch (action) {
    case 'accept':
      return data(apiClient.PATCH('/api/v1/offers/bulk_accept', { body }));
    case 'decline':
      return data(apiClient.PATCH('/api/v1/offers/bulk_decline', { body }));
    case 'accept_counter':
      return data(apiClient.PATCH('/api/v1/offers/bulk_accept_counter', { body }));
    case 'cancel_counter':
      return data(apiClient.PATCH('/api/v1/offers/bulk_cancel_counter', { body }));
  }
}

function answerCounter(kind: OfferKind, id: string, status: 'accepted' | 'skipped'): Promise<MoveAnswer> {
  const call = { ...byId(id), body: { status } };
  return kind === 'offer'
    ? data(apiClient.PATCH('/api/v1/offers/{id}/counter', call))
    : data(apiClient.PATCH('/api/v1/bundle_offers/{id}/counter', call));
}

function cancel(kind: OfferKind, id: string, memo: string): Promise<MoveAnswer> {
  const call = { ...byId(id), body: memo.trim() ? { memo: memo.trim() } : {} };
  return kind === 'offer'
    ? data(apiClient.PATCH('/api/v1/offers/{id}/cancel', call))
    : data(apiClient.PATCH('/api/v1/bundle_offers/{id}/cancel', call));
}

function decideCancellation(
  kind: OfferKind,
  id: string,
  decision: 'approve' | 'decline',
): Promise<MoveAnswer> {
  const call = { ...byId(id), body: {} };
  if (kind === 'offer') {
    return decision === 'approve'
      ? data(apiClient.PATCH('/api/v1/offers/cancellation_request/{id}/approve', call))
      : data(apiClient.PATCH('/api/v1/offers/cancellation_request/{id}/decline', call));
  }
  return decision === 'approve'
    ? data(apiClient.PATCH('/api/v1/bundle_offers/cancellation_request/{id}/approve', call))
    : data(apiClient.PATCH('/api/v1/bundle_offers/cancellation_request/{id}/decline', call));
}

export const offersApi = {
  bulk,
  respond: (id: string, body: IndividualRespondBody) =>
    data(apiClient.POST('/api/v1/offers/{id}/respond', { ...byId(id), body })),
  respondBundle: (id: string, body: BundleRespondBody) =>
    data(apiClient.POST('/api/v1/bundle_offers/{id}/respond', { ...byId(id), body })),
  answerCounter,
  cancel,
  decideCancellation,
  create: (body: CreateOfferBody) => data(apiClient.POST('/api/v1/offers', { body })),
};
