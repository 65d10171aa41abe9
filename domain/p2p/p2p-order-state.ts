/**
 * The life of a p2p order after placement (issue 13), as a pure state machine the p2p order
 * workflow runs over. The seller confirms each line's lot and expiry, then creates the sandbox
 * label, which ships the order; either side may cancel before that. After delivery the buyer has
 * the inspection window to confirm receipt (or let it pass: both release the payout) or open a
 * dispute, which support decides: release to the seller or refund the buyer in full.
 */
import { DomainError } from '../errors.ts';

export const P2P_PHASES = [
  'placed',
  'shipped',
  'delivered',
  'disputed',
  'released',
  'refunded',
  'cancelled',
] as const;
export type P2pPhase = (typeof P2P_PHASES)[number];

export type P2pEvent =
  | 'labelCreated'
  | 'cancelled'
  | 'delivered'
  | 'receiptConfirmed'
  | 'windowEnded'
  | 'disputeOpened'
  | 'disputeReleased'
  | 'disputeRefunded';

const NEXT: Record<P2pPhase, Partial<Record<P2pEvent, P2pPhase>>> = {
  placed: { labelCreated: 'shipped', cancelled: 'cancelled' },
  // The buyer may confirm receipt before the carrier reports delivery: it is delivery, then release.
  shipped: { delivered: 'delivered', receiptConfirmed: 'released' },
  delivered: { receiptConfirmed: 'released', windowEnded: 'released', disputeOpened: 'disputed' },
  disputed: { disputeReleased: 'released', disputeRefunded: 'refunded' },
  released: {},
  refunded: {},
  cancelled: {},
};

/** The phase after `event`, or a 409 naming the move when the phase does not allow it. */
export function nextP2pPhase(phase: P2pPhase, event: P2pEvent): P2pPhase {
  const next = NEXT[phase][event];
  if (!next)
    throw new DomainError(
      'ORDER_INVALID_TRANSITION',
      P2P_REFUSALS[event] ?? 'This order cannot do that now.',
      {
        message: `p2p order ${phase}: ${event} not allowed`,
      },
    );
  return next;
}

export function isFinalP2pPhase(phase: P2pPhase): boolean {
  return Object.keys(NEXT[phase]).length === 0;
}

const P2P_REFUSALS: Partial<Record<P2pEvent, string>> = {
  labelCreated: 'The shipping label can be created only once, before the order ships.',
  cancelled: 'Only an order that has not shipped can be cancelled.',
  receiptConfirmed: 'Receipt can be confirmed once the order has shipped and before its payout is settled.',
  disputeOpened: 'A dispute can be opened only after delivery, within the inspection window.',
  disputeReleased: 'Only an order in dispute can be decided.',
  disputeRefunded: 'Only an order in dispute can be decided.',
};

export const P2P_MESSAGES = {
  lotsUnconfirmed: 'Please confirm the lot and expiry of every line before creating the shipping label.',
  lotLocked: 'Lots can be confirmed only before the order ships.',
  unknownLine: 'This line is not part of the order.',
  disputeMessage: 'Please describe the problem.',
} as const;

/** The seller confirms a line's lot: only before shipment, only a line of the order. */
export function checkConfirmLot(phase: P2pPhase, lineIds: ReadonlySet<string>, lineId: string): void {
  if (phase !== 'placed') throw new DomainError('ORDER_INVALID_TRANSITION', P2P_MESSAGES.lotLocked);
  if (!lineIds.has(lineId))
    throw new DomainError('P2P_LOT_LINE_UNKNOWN', P2P_MESSAGES.unknownLine, {
      fields: { line_item_id: [P2P_MESSAGES.unknownLine] },
    });
}

/** The label (and so the shipment) needs every line's lot confirmed: 409 otherwise. */
export function checkCreateLabel(
  phase: P2pPhase,
  lineIds: ReadonlySet<string>,
  confirmed: ReadonlySet<string>,
): void {
  nextP2pPhase(phase, 'labelCreated');
  if ([...lineIds].some((id) => !confirmed.has(id)))
    throw new DomainError('ORDER_INVALID_TRANSITION', P2P_MESSAGES.lotsUnconfirmed);
}

/** A dispute needs a message (422 naming it) and the inspection window still open. */
export function checkOpenDispute(phase: P2pPhase, message: string): void {
  nextP2pPhase(phase, 'disputeOpened');
  if (message.trim() === '')
    throw new DomainError('P2P_DISPUTE_MESSAGE_REQUIRED', P2P_MESSAGES.disputeMessage, {
      fields: { message: [P2P_MESSAGES.disputeMessage] },
    });
}

export type DisputeDecision = 'release' | 'refund';

export function checkDecideDispute(phase: P2pPhase, decision: DisputeDecision): void {
  nextP2pPhase(phase, decision === 'release' ? 'disputeReleased' : 'disputeRefunded');
}

/** Where an order stands, read from its rows (status, dispute, payout): a restarted workflow and the pages agree. */
export function p2pPhaseFromRow(row: {
  status: string;
  disputedAt: Date | null;
  payoutStatus: 'held' | 'released' | 'refunded' | null;
}): P2pPhase {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.payoutStatus === 'released') return 'released';
  if (row.payoutStatus === 'refunded') return 'refunded';
  if (row.disputedAt) return 'disputed';
  if (row.status === 'delivered') return 'delivered';
  if (row.status === 'shipped') return 'shipped';
  return 'placed';
}
