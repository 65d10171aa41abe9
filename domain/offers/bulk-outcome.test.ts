import { describe, expect, it } from 'vitest';
import { BULK_ACTION_MOVES, describeBulkOutcome, type BulkItemResult } from './bulk-outcome.ts';

const mixed: BulkItemResult[] = [
  { kind: 'offer', number: 12, ok: true, message: '' },
  { kind: 'bundle', number: 3, ok: true, message: 'ignored when ok' },
  { kind: 'offer', number: 14, ok: false, message: 'This offer has expired.' },
];

describe('describeBulkOutcome (§4 Bulk selection, §8 bulk failures)', () => {
  it('names each item in order when some succeed and one fails (issue 5: each item succeeds or is reported)', () => {
    expect(describeBulkOutcome(mixed, 'accept')).toEqual({
      message:
        'Offer #12 accepted. Bundle offer #3 accepted. Offer #14 could not be accepted: This offer has expired.',
      summary: '2 of 3 offers accepted.',
      succeeded: 2,
      failed: 1,
    });
  });

  it('speaks of the counter offer when the action answers counters', () => {
    const results: BulkItemResult[] = [
      { kind: 'bundle', number: 7, ok: true, message: '' },
      { kind: 'offer', number: 9, ok: false, message: 'This offer has not been countered' },
    ];
    expect(describeBulkOutcome(results, 'cancel_counter')).toEqual({
      message:
        'Counter offer on bundle offer #7 skipped. Counter offer on offer #9 could not be skipped: This offer has not been countered.',
      summary: '1 of 2 counter offers skipped.',
      succeeded: 1,
      failed: 1,
    });
    expect(describeBulkOutcome(results.slice(0, 1), 'accept_counter').summary).toBe(
      '1 of 1 counter offer accepted.',
    );
  });

  it('reports an unknown id without a number when it was not found (a foreign id is never applied)', () => {
    const results: BulkItemResult[] = [
      { kind: 'bundle', number: null, ok: false, message: 'Bundle offer not found' },
    ];
    expect(describeBulkOutcome(results, 'decline').message).toBe(
      'A bundle offer could not be declined: Bundle offer not found.',
    );
  });

  it('still says what failed when the failure has no message', () => {
    const results: BulkItemResult[] = [{ kind: 'offer', number: 5, ok: false, message: ' ' }];
    expect(describeBulkOutcome(results, 'decline')).toMatchObject({
      message: 'Offer #5 could not be declined.',
      summary: '0 of 1 offer declined.',
    });
  });

  it('says nothing was selected when the list is empty', () => {
    expect(describeBulkOutcome([], 'accept')).toEqual({
      message: 'No offers were selected.',
      summary: 'No offers were selected.',
      succeeded: 0,
      failed: 0,
    });
  });
});

describe('BULK_ACTION_MOVES (§7 bulk_accept, bulk_decline, bulk_accept_counter, bulk_cancel_counter)', () => {
  it('makes the respond and answerCounter moves when each bulk call runs', () => {
    expect(BULK_ACTION_MOVES).toEqual({
      accept: { type: 'respond', response: 'accepted' },
      decline: { type: 'respond', response: 'declined' },
      accept_counter: { type: 'answerCounter', status: 'accepted' },
      cancel_counter: { type: 'answerCounter', status: 'skipped' },
    });
  });
});
