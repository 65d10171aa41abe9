/**
 * The bulk rules of the offers pages (pharmacy-side §4 Offers, Bulk selection): which bulk actions
 * a selection offers, which of its rows each would move, and the ids each call sends.
 */
import type { BulkIds, BulkOfferAction, OfferAction, OfferRow } from './offers-api.ts';

export const BULK_ACTIONS: BulkOfferAction[] = ['accept', 'decline', 'accept_counter', 'cancel_counter'];

export const BULK_LABELS: Record<BulkOfferAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  accept_counter: 'Accept counter',
  cancel_counter: 'Cancel counter',
};

/** The row action each bulk action needs: accept/decline answer an offer, the counter ones answer a counter. */
const NEEDS: Record<BulkOfferAction, OfferAction> = {
  accept: 'accept',
  decline: 'decline',
  accept_counter: 'answer_counter',
  cancel_counter: 'answer_counter',
};

/** A row's selection key: individual and bundle offers have separate id spaces. */
export const rowKey = (row: Pick<OfferRow, 'kind' | 'id'>) => `${row.kind}:${row.id}`;

/** The selected rows that `action` would move now. */
export function rowsFor(action: BulkOfferAction, rows: OfferRow[]): OfferRow[] {
  return rows.filter((row) => row.actions.includes(NEEDS[action]));
}

/** The bulk actions that apply to at least one selected row; the menu offers only these. */
export function applicableBulkActions(rows: OfferRow[]): BulkOfferAction[] {
  return BULK_ACTIONS.filter((action) => rowsFor(action, rows).length > 0);
}

/** §3: the body of a bulk call, offer_ids and bundle_offer_ids together. */
export function bulkIdsOf(rows: OfferRow[]): BulkIds {
  return {
    offer_ids: rows.filter((r) => r.bundle === 0).map((r) => r.id),
    bundle_offer_ids: rows.filter((r) => r.bundle === 1).map((r) => r.id),
  };
}
