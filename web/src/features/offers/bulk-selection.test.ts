import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { bulkFailureMessage, UPDATE_PRODUCT_STATUS_FAILED } from './bulk-failure.ts';
import { applicableBulkActions, bulkIdsOf, rowKey, rowsFor } from './bulk-selection.ts';
import type { OfferAction, OfferRow } from './offers-api.ts';

function row(kind: 'offer' | 'bundle', id: string, actions: OfferAction[]): OfferRow {
  return { kind, bundle: kind === 'bundle' ? 1 : 0, id, actions } as OfferRow;
}

describe('bulk-selection', () => {
  it('offers accept and decline when a selected row can be answered (§4 Offers bulk actions)', () => {
    const rows = [row('offer', 'a', ['respond', 'accept', 'decline', 'counter']), row('bundle', 'b', [])];
    expect(applicableBulkActions(rows)).toEqual(['accept', 'decline']);
  });

  it('offers accept counter and cancel counter when a selected row has a counter to answer (§4)', () => {
    expect(applicableBulkActions([row('bundle', 'b', ['answer_counter', 'cancel'])])).toEqual([
      'accept_counter',
      'cancel_counter',
    ]);
  });

  it('offers nothing when no selected row can move (§4 Bulk selection)', () => {
    expect(applicableBulkActions([row('offer', 'a', ['cancel'])])).toEqual([]);
    expect(applicableBulkActions([])).toEqual([]);
  });

  it('moves only the rows an action applies to', () => {
    const rows = [row('offer', 'a', ['accept', 'decline']), row('offer', 'c', ['answer_counter'])];
    expect(rowsFor('accept', rows).map((r) => r.id)).toEqual(['a']);
  });

  it('sends individual and bundle ids together in their own lists (§3 offer ids / bundle offer ids)', () => {
    const rows = [row('offer', 'a', []), row('bundle', 'b', []), row('offer', 'c', [])];
    expect(bulkIdsOf(rows)).toEqual({ offer_ids: ['a', 'c'], bundle_offer_ids: ['b'] });
  });

  it('keys rows by kind, since individual and bundle ids are separate', () => {
    expect(rowKey(row('bundle', 'x', []))).not.toBe(rowKey(row('offer', 'x', [])));
  });
});

describe('bulkFailureMessage', () => {
  it('toasts the HTTP status text for bulk accept and decline (§8)', () => {
    const error = new ApiError(409, 'Conflict', { message: 'server text' });
    expect(bulkFailureMessage('accept', error)).toBe('Conflict');
  });

  it("falls back to 'Something went wrong' when there is no status text (§8)", () => {
    expect(bulkFailureMessage('decline', new TypeError('network'))).toBe('Something went wrong');
  });

  it('toasts the update_product_status message for the counter bulk calls (§8)', () => {
    expect(bulkFailureMessage('cancel_counter', new ApiError(500, 'Server Error', undefined))).toBe(
      UPDATE_PRODUCT_STATUS_FAILED,
    );
  });
});
