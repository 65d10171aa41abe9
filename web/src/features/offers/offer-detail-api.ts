/**
 * The detail of one offer as the modals read it (GET /api/v1/offers/{id} → {offer},
 * GET /api/v1/bundle_offers/{id} → {bundle_offer}), fetched once and then reused from the cache.
 */
import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../../api/contract.ts';
import { offerDetailQueryOptions, type OfferKind } from './offers-api.ts';

export type IndividualOfferDetail = Schema<'OfferDetail'>;
export type BundleOfferDetail = Schema<'BundleOffer'>;
export type BundleVariant = BundleOfferDetail['variants'][number];

/** An audit-trail entry; the two kinds name its actor and time a little differently. */
export type OfferEvent = IndividualOfferDetail['events'][number] | BundleOfferDetail['events'][number];

/** Who moved, as one name: the user, else their account, else the system (expiry). */
export function eventActor(event: OfferEvent): string {
  if (typeof event.actor === 'string') return event.actor;
  return event.actor?.user_name ?? event.actor?.account_name ?? 'System';
}

/** When the move happened (ISO). */
export const eventTime = (event: OfferEvent): string => ('at' in event ? event.at : event.occurred_at);

/** What both kinds' details share. */
export type OfferDetailCommon = Pick<
  IndividualOfferDetail,
  | 'id'
  | 'number'
  | 'status'
  | 'seller'
  | 'buyer'
  | 'shipping_method'
  | 'note'
  | 'counter_note'
  | 'memo'
  | 'cancellation_reason'
  | 'expires_at'
  | 'agreed_until'
  // The seller's active shipping methods, given to the seller only (the counter form's choices).
  | 'shipping_methods'
> & { events: OfferEvent[] };

/** The cached detail of an offer or bundle offer; one fetch per offer until a move changes it. */
export function useOfferDetail(kind: OfferKind, id: string) {
  const query = useQuery(offerDetailQueryOptions(kind, id));
  const detail: OfferDetailCommon | undefined = query.data?.offer ?? query.data?.bundle_offer;
  const bundle = query.data?.bundle_offer;
  return { query, detail, bundle };
}
