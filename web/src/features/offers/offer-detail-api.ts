/**
 * The detail of one offer as the modals read it (GET /api/v1/offers/{id} → {offer},
 * GET /api/v1/bundle_offers/{id} → {bundle_offer}), fetched once and then reused from the cache.
 */
import { useQuery } from '@tanstack/react-query';
import { offerDetailQueryOptions, type OfferKind, type OfferStatus } from './offers-api.ts';

/** An audit-trail entry; the two areas name its actor and time a little differently. */
export type OfferEvent = {
  action: string;
  actor: string | { account_name: string | null; user_name: string | null } | null;
  from_status: OfferStatus | null;
  to_status: OfferStatus;
  from_price_cents: number | null;
  to_price_cents: number | null;
  quantity: number | null;
  note: string | null;
  occurred_at?: string | null;
  at?: string;
};

/** Who moved, as one name: the user, else their account, else the system (expiry). */
export function eventActor(event: OfferEvent): string {
  if (typeof event.actor === 'string') return event.actor;
  return event.actor?.user_name ?? event.actor?.account_name ?? 'System';
}

/** When the move happened (ISO). */
export const eventTime = (event: OfferEvent): string | null => event.occurred_at ?? event.at ?? null;

export type BundleVariant = {
  id: string;
  listing_id: string;
  ndc: string;
  name: string;
  strength: string;
  package_size: string;
  price_cents: number;
  quantity: number;
  counter_price_cents: number | null;
  counter_quantity: number | null;
  chosen: boolean;
};

type Party = { id: string; name: string };

/** What both kinds' details share. */
export type OfferDetailCommon = {
  id: string;
  number: number;
  status: OfferStatus;
  seller: Party;
  buyer: Party;
  shipping_method: string | null;
  note: string | null;
  counter_note: string | null;
  memo: string | null;
  cancellation_reason: string | null;
  expires_at: string | null;
  agreed_until: string | null;
  events: OfferEvent[];
  /** The seller's active shipping methods, given to the seller only (the counter form's choices). */
  shipping_methods?: { service_type: string; name: string }[];
};

export type BundleOfferDetail = OfferDetailCommon & {
  bundle: 1;
  allow_modify_in_cart: boolean;
  total_cents: number;
  variants: BundleVariant[];
};
export type IndividualOfferDetail = OfferDetailCommon;

type Answer = { offer?: IndividualOfferDetail; bundle_offer?: BundleOfferDetail };

/** The cached detail of an offer or bundle offer; one fetch per offer until a move changes it. */
export function useOfferDetail(kind: OfferKind, id: string) {
  const query = useQuery(offerDetailQueryOptions<Answer>(kind, id));
  const detail: OfferDetailCommon | undefined = query.data?.offer ?? query.data?.bundle_offer;
  const bundle = query.data?.bundle_offer;
  return { query, detail, bundle };
}
