import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_STATUS } from '../errors.ts';
import {
  applyMove,
  assertMove,
  availableMoves,
  canMove,
  DEFAULT_OFFER_EXPIRY_MS,
  DEFAULT_REMINDER_BEFORE_MS,
  initiatorOf,
  isAgreed,
  isFinal,
  isOfferStatus,
  isOpen,
  partyForMove,
  negotiationTimings,
  OFFER_STATUSES,
  outcomeFlag,
  responderOf,
  type MoveSide,
  type NegotiationMove,
  type OfferKind,
  type OfferStatus,
} from './negotiation.ts';

const MOVES = {
  'respond accepted': { type: 'respond', response: 'accepted' },
  'respond declined': { type: 'respond', response: 'declined' },
  'respond counter': { type: 'respond', response: 'counter' },
  'answerCounter accepted': { type: 'answerCounter', status: 'accepted' },
  'answerCounter skipped': { type: 'answerCounter', status: 'skipped' },
  cancel: { type: 'cancel', memo: 'changed our mind' },
  requestCancellation: { type: 'requestCancellation', reason: 'ordered elsewhere' },
  'decideCancellation approve': { type: 'decideCancellation', decision: 'approve' },
  'decideCancellation decline': { type: 'decideCancellation', decision: 'decline' },
  expire: { type: 'expire' },
} satisfies Record<string, NegotiationMove>;
type MoveName = keyof typeof MOVES;
const SIDES: MoveSide[] = ['buyer', 'seller', 'system'];
const KINDS: OfferKind[] = ['offer', 'bundle'];

/** The allowed moves, written out from §4 Offers (R = responder, I = initiator). */
const ALLOWED: [OfferStatus, MoveName, 'R' | 'I' | 'buyer' | 'seller' | 'system', OfferStatus][] = [
  ['pending', 'respond accepted', 'R', 'accepted'],
  ['pending', 'respond declined', 'R', 'declined'],
  ['pending', 'respond counter', 'R', 'countered'],
  ['countered', 'answerCounter accepted', 'I', 'counter_accepted'],
  ['countered', 'answerCounter skipped', 'I', 'counter_skipped'],
  ['pending', 'cancel', 'I', 'cancelled'],
  ['countered', 'cancel', 'I', 'cancelled'],
  ['accepted', 'requestCancellation', 'buyer', 'cancellation_requested'],
  ['counter_accepted', 'requestCancellation', 'buyer', 'cancellation_requested'],
  ['cancellation_requested', 'decideCancellation approve', 'seller', 'cancelled'],
  ['cancellation_requested', 'decideCancellation decline', 'seller', 'accepted'],
  ['pending', 'expire', 'system', 'expired'],
  ['countered', 'expire', 'system', 'expired'],
];

const partyOf = (kind: OfferKind, who: (typeof ALLOWED)[number][2]): MoveSide =>
  who === 'R' ? responderOf(kind) : who === 'I' ? initiatorOf(kind) : who;
const moverFor = (kind: OfferKind, name: MoveName): MoveSide =>
  partyOf(kind, ALLOWED.find(([, move]) => move === name)![2]);

const everyCase = KINDS.flatMap((kind) =>
  OFFER_STATUSES.flatMap((status) =>
    (Object.keys(MOVES) as MoveName[]).flatMap((name) =>
      SIDES.map((side) => [kind, status, name, side] as const),
    ),
  ),
);

describe('assertMove (the negotiation state machine, pharmacy-side §4 Offers)', () => {
  it.each(everyCase)('decides %s in %s: %s by %s as the table says', (kind, status, name, side) => {
    const state = { kind, status };
    const move = MOVES[name];
    const allowed = ALLOWED.find(
      ([from, m, who]) => from === status && m === name && partyOf(kind, who) === side,
    );
    expect(canMove(state, move, side)).toBe(allowed !== undefined);
    if (allowed) {
      expect(assertMove(state, move, side)).toBe(allowed[3]);
      return;
    }
    const code = moverFor(kind, name) === side ? 'OFFER_INVALID_MOVE' : 'OFFER_WRONG_PARTY';
    expect(() => assertMove(state, move, side)).toThrow(expect.objectContaining({ code }) as DomainError);
  });

  it('maps the two codes to 409 and 422 (issue 5: refused with a clear 409/422)', () => {
    expect(ERROR_STATUS.OFFER_INVALID_MOVE).toBe(409);
    expect(ERROR_STATUS.OFFER_WRONG_PARTY).toBe(422);
  });

  it('refuses responding to an expired offer with a readable detail when the offer expired', () => {
    expect(() =>
      assertMove({ kind: 'offer', status: 'expired' }, MOVES['respond accepted'], 'seller'),
    ).toThrow(
      expect.objectContaining({
        code: 'OFFER_INVALID_MOVE',
        detail: 'This offer has expired.',
      }) as DomainError,
    );
    expect(() =>
      assertMove({ kind: 'bundle', status: 'expired' }, MOVES['respond accepted'], 'buyer'),
    ).toThrow(expect.objectContaining({ detail: 'This bundle offer has expired.' }) as DomainError);
  });

  it('refuses countering twice when the offer is already countered', () => {
    expect(() =>
      assertMove({ kind: 'offer', status: 'countered' }, MOVES['respond counter'], 'seller'),
    ).toThrow(
      expect.objectContaining({
        code: 'OFFER_INVALID_MOVE',
        detail: 'This offer was already countered.',
      }) as DomainError,
    );
  });

  it('refuses accepting a declined offer when it was declined', () => {
    expect(() =>
      assertMove({ kind: 'offer', status: 'declined' }, MOVES['respond accepted'], 'seller'),
    ).toThrow(expect.objectContaining({ detail: 'This offer was already declined.' }) as DomainError);
  });

  it('refuses a buyer answering for the seller when the buyer responds to its own offer', () => {
    expect(() =>
      assertMove({ kind: 'offer', status: 'pending' }, MOVES['respond accepted'], 'buyer'),
    ).toThrow(
      expect.objectContaining({
        code: 'OFFER_WRONG_PARTY',
        detail: 'Only the seller can respond to this offer.',
      }) as DomainError,
    );
    expect(() =>
      assertMove({ kind: 'bundle', status: 'pending' }, MOVES['respond accepted'], 'seller'),
    ).toThrow(
      expect.objectContaining({ detail: 'Only the buyer can respond to this bundle offer.' }) as DomainError,
    );
  });

  it('checks the party before the status when both are wrong', () => {
    expect(() =>
      assertMove({ kind: 'offer', status: 'expired' }, MOVES['respond accepted'], 'buyer'),
    ).toThrow(expect.objectContaining({ code: 'OFFER_WRONG_PARTY' }) as DomainError);
  });

  it('gives every refusal a user-facing detail ending in a full stop', () => {
    for (const [kind, status, name, side] of everyCase) {
      try {
        assertMove({ kind, status }, MOVES[name], side);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).detail).toMatch(/^[A-Z].*\.$/);
      }
    }
  });
});

describe('applyMove (cancellation requests, §4 Offers)', () => {
  it('returns to the counter acceptance when the seller declines a request made after a counter', () => {
    const requested = applyMove(
      { kind: 'offer', status: 'counter_accepted' },
      MOVES.requestCancellation,
      'buyer',
    );
    expect(requested).toEqual({
      kind: 'offer',
      status: 'cancellation_requested',
      previousStatus: 'counter_accepted',
    });
    const declined = applyMove(requested, MOVES['decideCancellation decline'], 'seller');
    expect(declined).toEqual({ kind: 'offer', status: 'counter_accepted', previousStatus: null });
  });

  it('cancels when the seller approves the request', () => {
    const requested = applyMove({ kind: 'bundle', status: 'accepted' }, MOVES.requestCancellation, 'buyer');
    expect(applyMove(requested, MOVES['decideCancellation approve'], 'seller').status).toBe('cancelled');
  });

  it('falls back to accepted when a declined request has no remembered origin', () => {
    const state = { kind: 'offer' as const, status: 'cancellation_requested' as const, previousStatus: null };
    expect(assertMove(state, MOVES['decideCancellation decline'], 'seller')).toBe('accepted');
  });
});

describe('availableMoves (the actions a list row offers, §4 Offers)', () => {
  it('offers the seller respond on a pending individual offer and the buyer cancel', () => {
    expect(availableMoves({ kind: 'offer', status: 'pending' }, 'seller')).toEqual(['respond']);
    expect(availableMoves({ kind: 'offer', status: 'pending' }, 'buyer')).toEqual(['cancel']);
  });

  it('offers the supplier answerCounter and cancel on a countered bundle offer', () => {
    expect(availableMoves({ kind: 'bundle', status: 'countered' }, 'seller')).toEqual([
      'answerCounter',
      'cancel',
    ]);
    expect(availableMoves({ kind: 'bundle', status: 'countered' }, 'buyer')).toEqual([]);
  });

  it('offers nothing when the offer is final', () => {
    for (const side of SIDES) expect(availableMoves({ kind: 'offer', status: 'expired' }, side)).toEqual([]);
  });
});

describe('offer status predicates', () => {
  it.each(OFFER_STATUSES)('classifies %s as exactly one of open, agreed, requested or final', (status) => {
    const classes = [isOpen(status), isAgreed(status), status === 'cancellation_requested', isFinal(status)];
    expect(classes.filter(Boolean)).toHaveLength(1);
  });

  it('treats accepted and counter_accepted as agreed (issue 5: accepted means buyable)', () => {
    expect(OFFER_STATUSES.filter(isAgreed)).toEqual(['accepted', 'counter_accepted']);
    expect(OFFER_STATUSES.filter(isOpen)).toEqual(['pending', 'countered']);
  });

  it('recognises database values when they name a status', () => {
    expect(isOfferStatus('countered')).toBe(true);
    expect(isOfferStatus('canceled')).toBe(false);
  });

  it('gives cancellation requests to the buyer and their decision to the seller whatever the kind', () => {
    for (const kind of KINDS) {
      expect(partyForMove(kind, 'requestCancellation')).toBe('buyer');
      expect(partyForMove(kind, 'decideCancellation')).toBe('seller');
      expect(partyForMove(kind, 'expire')).toBe('system');
    }
  });

  it('makes the buyer initiate individual offers and the seller bundle offers', () => {
    expect([initiatorOf('offer'), responderOf('offer')]).toEqual(['buyer', 'seller']);
    expect([initiatorOf('bundle'), responderOf('bundle')]).toEqual(['seller', 'buyer']);
  });
});

describe('outcomeFlag (pharmacy-side §2 fl, §4 reload with fl)', () => {
  it.each([
    ['respond accepted', 'accepted'],
    ['respond declined', 'declined'],
    ['respond counter', 'counter'],
    ['answerCounter accepted', 'accepted'],
    ['answerCounter skipped', 'skipped'],
    ['cancel', 'canceled'],
    ['requestCancellation', 'updated'],
    ['decideCancellation approve', 'canceled'],
    ['decideCancellation decline', 'updated'],
    ['expire', 'changed'],
  ] as const)('flags %s as %s', (name, flag) => {
    expect(outcomeFlag(MOVES[name])).toBe(flag);
  });
});

describe('negotiationTimings (issue 5: expiry from input, default several days, a reminder before)', () => {
  it('expires after 3 days and reminds 1 day before when nothing is given', () => {
    expect(DEFAULT_OFFER_EXPIRY_MS).toBe(259_200_000);
    expect(DEFAULT_REMINDER_BEFORE_MS).toBe(86_400_000);
    expect(negotiationTimings()).toEqual({ expiryMs: 259_200_000, reminderAtMs: 172_800_000 });
  });

  it('reminds at 2/3 of the expiry when only the expiry is given', () => {
    expect(negotiationTimings({ expiryMs: 9_000 })).toEqual({ expiryMs: 9_000, reminderAtMs: 6_000 });
    expect(negotiationTimings({ expiryMs: 10_000 })).toEqual({ expiryMs: 10_000, reminderAtMs: 6_666 });
  });

  it('reminds reminderBefore ahead of the expiry when both are given', () => {
    expect(negotiationTimings({ expiryMs: 10_000, reminderBeforeMs: 4_000 })).toEqual({
      expiryMs: 10_000,
      reminderAtMs: 6_000,
    });
    expect(negotiationTimings({ reminderBeforeMs: 3_600_000 }).reminderAtMs).toBe(259_200_000 - 3_600_000);
  });

  it('reminds at once when the reminder would come before the start', () => {
    expect(negotiationTimings({ expiryMs: 1_000, reminderBeforeMs: 5_000 }).reminderAtMs).toBe(0);
  });

  it('refuses an expiry that is not positive', () => {
    expect(() => negotiationTimings({ expiryMs: 0 })).toThrow(RangeError);
    expect(() => negotiationTimings({ expiryMs: Number.NaN })).toThrow(RangeError);
  });
});
