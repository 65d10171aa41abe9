import { describe, expect, it } from 'vitest';
import { offerActions } from './list-serializers.ts';

const now = new Date('2026-03-02T12:00:00Z');
const later = new Date('2026-03-03T12:00:00Z');
const earlier = new Date('2026-03-01T12:00:00Z');

describe('offerActions', () => {
  it('lets the seller answer a pending individual offer (§4: a seller accepts, declines or counters)', () => {
    expect(offerActions({ kind: 'offer', status: 'pending', expiresAt: later }, 'seller', now)).toEqual([
      'respond',
      'accept',
      'decline',
      'counter',
    ]);
  });

  it('lets the buyer answer a pending bundle offer, which the supplier initiated (offers contract roles)', () => {
    expect(offerActions({ kind: 'bundle', status: 'pending', expiresAt: later }, 'buyer', now)).toContain(
      'accept',
    );
    expect(offerActions({ kind: 'bundle', status: 'pending', expiresAt: later }, 'seller', now)).toEqual([
      'cancel',
    ]);
  });

  it('lets the initiator accept or skip a counter, and still cancel (§4: the buyer may accept or skip the counter)', () => {
    expect(offerActions({ kind: 'offer', status: 'countered', expiresAt: later }, 'buyer', now)).toEqual([
      'answer_counter',
      'cancel',
    ]);
    expect(offerActions({ kind: 'offer', status: 'countered', expiresAt: later }, 'seller', now)).toEqual([]);
  });

  it('lets the seller decide a cancellation request (§4: cancellation requests can be approved or declined)', () => {
    expect(
      offerActions({ kind: 'offer', status: 'cancellation_requested', expiresAt: earlier }, 'seller', now),
    ).toEqual(['decide_cancellation']);
  });

  it('offers nothing on an open offer past its expiry (issue 5: expired when nobody answers in time)', () => {
    expect(offerActions({ kind: 'offer', status: 'pending', expiresAt: earlier }, 'seller', now)).toEqual([]);
    expect(offerActions({ kind: 'offer', status: 'pending', expiresAt: now }, 'seller', now)).toEqual([]);
  });

  it('offers nothing once the offer is final (declined, expired)', () => {
    expect(offerActions({ kind: 'offer', status: 'declined', expiresAt: later }, 'buyer', now)).toEqual([]);
    expect(offerActions({ kind: 'bundle', status: 'expired', expiresAt: later }, 'seller', now)).toEqual([]);
  });
});
