import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  checkConfirmLot,
  checkCreateLabel,
  checkDecideDispute,
  checkOpenDispute,
  isFinalP2pPhase,
  nextP2pPhase,
  p2pPhaseFromRow,
} from './p2p-order-state.ts';

const code = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
};

describe('p2p order life', () => {
  it('runs placed → shipped → delivered → released, or into a dispute', () => {
    expect(nextP2pPhase('placed', 'labelCreated')).toBe('shipped');
    expect(nextP2pPhase('shipped', 'delivered')).toBe('delivered');
    expect(nextP2pPhase('delivered', 'windowEnded')).toBe('released');
    expect(nextP2pPhase('delivered', 'receiptConfirmed')).toBe('released');
    expect(nextP2pPhase('delivered', 'disputeOpened')).toBe('disputed');
    expect(nextP2pPhase('disputed', 'disputeRefunded')).toBe('refunded');
    expect(nextP2pPhase('disputed', 'disputeReleased')).toBe('released');
    expect(['released', 'refunded', 'cancelled'].every((p) => isFinalP2pPhase(p as never))).toBe(true);
  });

  it('cancel only before shipment', () => {
    expect(nextP2pPhase('placed', 'cancelled')).toBe('cancelled');
    expect(code(() => nextP2pPhase('shipped', 'cancelled'))).toBe('ORDER_INVALID_TRANSITION');
  });

  it('the buyer may confirm receipt while shipped (before the carrier says delivered)', () => {
    expect(nextP2pPhase('shipped', 'receiptConfirmed')).toBe('released');
    expect(code(() => nextP2pPhase('placed', 'receiptConfirmed'))).toBe('ORDER_INVALID_TRANSITION');
  });
});

describe('label before lots confirmed is refused (409)', () => {
  const lines = new Set(['a', 'b']);
  it('refuses while a line is unconfirmed, allows when all are', () => {
    expect(code(() => checkCreateLabel('placed', lines, new Set(['a'])))).toBe('ORDER_INVALID_TRANSITION');
    expect(code(() => checkCreateLabel('placed', lines, new Set(['a', 'b'])))).toBeNull();
    expect(code(() => checkCreateLabel('shipped', lines, lines))).toBe('ORDER_INVALID_TRANSITION');
  });
});

describe('lot confirmation only before shipment, only for the order’s lines', () => {
  it('refuses a foreign line (422) and a shipped order (409)', () => {
    const lines = new Set(['a']);
    expect(code(() => checkConfirmLot('placed', lines, 'a'))).toBeNull();
    expect(code(() => checkConfirmLot('placed', lines, 'z'))).toBe('P2P_LOT_LINE_UNKNOWN');
    expect(code(() => checkConfirmLot('shipped', lines, 'a'))).toBe('ORDER_INVALID_TRANSITION');
  });
});

describe('dispute needs a message and the inspection window', () => {
  it('refuses a blank message, and a dispute outside delivered', () => {
    expect(code(() => checkOpenDispute('delivered', '  '))).toBe('P2P_DISPUTE_MESSAGE_REQUIRED');
    expect(code(() => checkOpenDispute('delivered', 'Broken seal'))).toBeNull();
    expect(code(() => checkOpenDispute('released', 'late'))).toBe('ORDER_INVALID_TRANSITION');
    expect(code(() => checkOpenDispute('shipped', 'late'))).toBe('ORDER_INVALID_TRANSITION');
  });
  it('support decides only a dispute', () => {
    expect(code(() => checkDecideDispute('disputed', 'refund'))).toBeNull();
    expect(code(() => checkDecideDispute('delivered', 'release'))).toBe('ORDER_INVALID_TRANSITION');
  });
});

describe('p2p phase read from the rows', () => {
  it('cancelled and settled payouts win; then dispute; then the order status', () => {
    const at = new Date();
    expect(p2pPhaseFromRow({ status: 'cancelled', disputedAt: null, payoutStatus: 'refunded' })).toBe(
      'cancelled',
    );
    expect(p2pPhaseFromRow({ status: 'paid', disputedAt: at, payoutStatus: 'released' })).toBe('released');
    expect(p2pPhaseFromRow({ status: 'delivered', disputedAt: at, payoutStatus: 'refunded' })).toBe(
      'refunded',
    );
    expect(p2pPhaseFromRow({ status: 'delivered', disputedAt: at, payoutStatus: 'held' })).toBe('disputed');
    expect(p2pPhaseFromRow({ status: 'delivered', disputedAt: null, payoutStatus: 'held' })).toBe(
      'delivered',
    );
    expect(p2pPhaseFromRow({ status: 'shipped', disputedAt: null, payoutStatus: 'held' })).toBe('shipped');
    expect(p2pPhaseFromRow({ status: 'placed', disputedAt: null, payoutStatus: null })).toBe('placed');
  });
});
