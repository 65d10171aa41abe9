/**
 * What the order workflow checks before it accepts a command (its update validators): the order's
 * lifecycle (domain/orders/order-state.ts), who may edit what, and the shipment form
 * (domain/shipping/packages.ts). Pure and synchronous; a refusal is a DomainError.
 */
import { DomainError } from '../../domain/errors.ts';
import { MAX_LINE_QUANTITY } from '../../domain/orders/line-quantity.ts';
import { PROPOSAL_MESSAGES } from '../../domain/orders/edit-proposal-messages.ts';
import { assertOrderTransition, canEdit, type OrderStatus } from '../../domain/orders/order-state.ts';
import { normalizeTrackingNumber, validateShipment } from '../../domain/shipping/packages.ts';
import { isSandboxTrackingNumber, SANDBOX_CARRIER } from '../../domain/shipping/sandbox-carrier.ts';
import type {
  AnswerEditProposalInput,
  CancelOrderInput,
  ModifyOrderInput,
  ShipOrderInput,
} from './messages.ts';

export const SANDBOX_TRACKING_MESSAGE = 'Please enter a sandbox tracking number (SBX and ten digits).';

/** The supplier accepts an order once, before it ships (accepting twice is a 409). */
export function checkAccept(status: OrderStatus): void {
  assertOrderTransition(status, 'accepted');
}

/**
 * An edit: the pharmacy edits only while the order is placed (pharmacy-side §4 Order edit, before
 * the supplier acts); the supplier modifies until it ships. Remove-shipment and remove-card-fee are
 * price switches only the supplier may use (notes A.5 price manipulation). Lines must be the order's own.
 */
export function checkModify(
  status: OrderStatus,
  lineIds: ReadonlySet<string>,
  input: ModifyOrderInput,
): void {
  if (input.by === 'pharmacy') {
    if (input.remove_shipping !== undefined || input.remove_card_fee !== undefined) {
      throw new DomainError(
        'AUTH_FORBIDDEN',
        'Only the supplier can remove shipping or the card processing fee.',
      );
    }
    if (status !== 'placed') {
      throw new DomainError(
        'ORDER_INVALID_TRANSITION',
        `This order can no longer be edited: it is ${status}.`,
      );
    }
  } else if (!canEdit(status)) {
    assertOrderTransition(status, 'modified');
  }
  const seen = new Set<string>();
  for (const item of input.items) {
    if (!lineIds.has(item.id)) throw new DomainError('RESOURCE_NOT_FOUND', 'Order item not found');
    if (seen.has(item.id)) throw new DomainError('REQUEST_INVALID', 'items: each item may appear once');
    seen.add(item.id);
    if (!Number.isInteger(item.quantity) || item.quantity < 0 || item.quantity > MAX_LINE_QUANTITY) {
      throw new DomainError(
        'REQUEST_INVALID',
        `items: quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`,
      );
    }
  }
  const asksSomething =
    input.items.length > 0 ||
    input.shipping_method !== undefined ||
    input.remove_shipping !== undefined ||
    input.remove_card_fee !== undefined;
  if (!asksSomething) throw new DomainError('ORDER_EDIT_NO_CHANGE', 'Nothing to change.');
}

/**
 * A shipment (pharmacy-side §3 Shipment, §9): only an accepted or modified order ships; a carrier,
 * a tracking number and at least one valid package; a sandbox carrier's number is one it issues.
 */
export function checkShip(status: OrderStatus, input: ShipOrderInput): void {
  assertOrderTransition(status, 'shipped');
  const carrier = input.carrier.trim();
  if (carrier === '')
    throw new DomainError('REQUEST_INVALID', 'carrier: This field is required.', {
      fields: { carrier: ['This field is required.'] },
    });
  const errors = validateShipment({
    carrier,
    trackingNumber: input.tracking_number,
    packages: input.packages,
  });
  const tracking = normalizeTrackingNumber(input.tracking_number);
  if (!errors.tracking_number && carrier === SANDBOX_CARRIER && !isSandboxTrackingNumber(tracking)) {
    errors.tracking_number = [SANDBOX_TRACKING_MESSAGE];
  }
  const first = Object.entries(errors)[0];
  if (first) throw new DomainError('SHIPMENT_INVALID', `${first[0]}: ${first[1][0]}`, { fields: errors });
}

/** Cancelling is allowed to either side until the order ships (issue 4: cancelling before shipment). */
export function checkCancel(status: OrderStatus, input: CancelOrderInput): void {
  assertOrderTransition(status, 'cancelled');
  if ((input.reason ?? '').length > 500)
    throw new DomainError('REQUEST_INVALID', 'reason: at most 500 characters');
}

/**
 * The pharmacy answers the supplier's proposed change that is waiting now, before the order
 * ships: answering an older one, or answering twice, is a 409 with nothing changed.
 */
export function checkAnswerProposal(
  status: OrderStatus,
  pendingId: string | null | undefined,
  input: AnswerEditProposalInput,
): void {
  if (typeof input.accept !== 'boolean')
    throw new DomainError('REQUEST_INVALID', 'accept: must be true or false');
  if (!pendingId || pendingId !== input.proposalId)
    throw new DomainError('RESOURCE_CONFLICT', PROPOSAL_MESSAGES.notPending);
  if (input.accept) assertOrderTransition(status, 'modified');
}
