/** Typed calls of the offers pages (pharmacy-side §2 offers, §7 offer calls), through the shared fetch client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { OfferStatus } from '../../../../domain/offers/negotiation.ts';

export type { OfferStatus };
export type OfferBox = 'sent' | 'received';
export type OfferKind = 'offer' | 'bundle';
export type OfferAction =
  'respond' | 'accept' | 'decline' | 'counter' | 'answer_counter' | 'cancel' | 'decide_cancellation';

/** One row of GET /api/v1/offers: an individual offer (bundle 0) or a bundle offer (bundle 1). */
export type OfferRow = {
  bundle: 0 | 1;
  kind: OfferKind;
  id: string;
  number: number;
  created_at: string;
  expires_at: string;
  status: OfferStatus;
  side: 'buyer' | 'seller';
  counterparty: { id: string; name: string };
  product: { id: string; name: string; ndc: string; package_size: string } | null;
  variant_count: number | null;
  variant_names: string[] | null;
  price_cents: number;
  price: string;
  quantity: number;
  counter_price_cents: number | null;
  counter_price: string | null;
  counter_quantity: number | null;
  agreed_price_cents: number | null;
  agreed_price: string | null;
  agreed_quantity: number | null;
  agreed_until: string | null;
  shipping_method: string | null;
  note: string | null;
  counter_note: string | null;
  memo: string | null;
  actions: OfferAction[];
};

export type OffersPageData = {
  data: OfferRow[];
  box: OfferBox;
  page: number;
  per_page: number;
  total: number;
};
export type OffersParams = { box: OfferBox; page: number; per_page: number };

export type BulkOfferAction = 'accept' | 'decline' | 'accept_counter' | 'cancel_counter';
export type BulkIds = { offer_ids: string[]; bundle_offer_ids: string[] };
export type BulkResult = {
  kind: OfferKind;
  bundle: 0 | 1;
  id: string;
  number: number | null;
  ok: boolean;
  status: OfferStatus | null;
  message: string;
};
export type BulkAnswer = { message: string; results: BulkResult[] };

/** What a single move answers (respond, counter, cancel, cancellation decisions). */
export type MoveAnswer = { message: string; fl: string };

export const offersKey = ['offers'] as const;
export const offerDetailKey = (kind: OfferKind, id: string) => ['offers', 'detail', kind, id] as const;

export const offersQueryOptions = (params: OffersParams) =>
  queryOptions({
    queryKey: [...offersKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<OffersPageData>('/api/v1/offers', {
        query: { box: params.box, page: params.page, per_page: params.per_page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const base = (kind: OfferKind) => (kind === 'offer' ? '/api/v1/offers' : '/api/v1/bundle_offers');
const path = (kind: OfferKind, id: string, rest = '') => `${base(kind)}/${encodeURIComponent(id)}${rest}`;

/**
 * The detail of one offer (GET /offers/:id or /bundle_offers/:id). Fetched once per offer and
 * then reused from the cache by every modal of the row (§2: modals are fetched only when not yet
 * loaded); a move invalidates it.
 */
export const offerDetailQueryOptions = <T>(kind: OfferKind, id: string) =>
  queryOptions({
    queryKey: offerDetailKey(kind, id),
    queryFn: ({ signal }) => api.get<T>(path(kind, id), { signal }),
    staleTime: Infinity,
  });

const BULK_PATHS: Record<BulkOfferAction, string> = {
  accept: '/api/v1/offers/bulk_accept',
  decline: '/api/v1/offers/bulk_decline',
  accept_counter: '/api/v1/offers/bulk_accept_counter',
  cancel_counter: '/api/v1/offers/bulk_cancel_counter',
};

export type IndividualRespondBody = {
  response: 'accepted' | 'declined' | 'counter';
  price?: string;
  quantity?: number;
  shipping?: boolean;
  shipping_method?: string;
  note?: string;
};
export type BundleRespondBody = {
  response: 'accepted' | 'declined' | 'counter';
  variants: { id: string; chosen?: boolean; price?: string; quantity?: number }[];
  note?: string;
};
export type CreateOfferBody = {
  listing_id: string;
  price: string;
  quantity: number;
  shipping_method?: string;
  note?: string;
};

export const offersApi = {
  /** §7 PATCH /api/v1/offers/bulk_* with offer_ids and bundle_offer_ids → message. */
  bulk: (action: BulkOfferAction, ids: BulkIds) => api.patch<BulkAnswer>(BULK_PATHS[action], ids),
  respond: (id: string, body: IndividualRespondBody) =>
    api.post<MoveAnswer>(path('offer', id, '/respond'), body),
  respondBundle: (id: string, body: BundleRespondBody) =>
    api.post<MoveAnswer>(path('bundle', id, '/respond'), body),
  answerCounter: (kind: OfferKind, id: string, status: 'accepted' | 'skipped') =>
    api.patch<MoveAnswer>(path(kind, id, '/counter'), { status }),
  cancel: (kind: OfferKind, id: string, memo: string) =>
    api.patch<MoveAnswer>(path(kind, id, '/cancel'), memo.trim() ? { memo: memo.trim() } : {}),
  decideCancellation: (kind: OfferKind, id: string, decision: 'approve' | 'decline') =>
    api.patch<MoveAnswer>(`${base(kind)}/cancellation_request/${encodeURIComponent(id)}/${decision}`),
  create: (body: CreateOfferBody) => api.post<{ message: string }>('/api/v1/offers', body),
};
