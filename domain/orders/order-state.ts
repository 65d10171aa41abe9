/**
 * The order lifecycle (DESIGN: state machines live in domain/). An order is placed, accepted or
 * modified by the supplier (the pharmacy is told what changed), shipped, delivered, invoiced, and
 * then paid or overdue until paid. It can be cancelled and edited only before it ships
 * (pharmacy-side §4 Order edit). Paid and cancelled are final.
 */
import { DomainError } from '../errors.ts';
import { formatCents } from '../money.ts';

export const ORDER_STATUSES = [
  'placed',
  'accepted',
  'modified',
  'shipped',
  'delivered',
  'invoiced',
  'paid',
  'overdue',
  'cancelled',
  'awaiting_approval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Allowed moves. A modified order may be modified again or accepted as modified; an order ships only
 * once accepted or modified; invoicing may happen at shipment or after delivery.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['accepted', 'modified', 'cancelled'],
  accepted: ['modified', 'shipped', 'cancelled'],
  modified: ['accepted', 'modified', 'shipped', 'cancelled'],
  shipped: ['delivered', 'invoiced'],
  delivered: ['invoiced'],
  invoiced: ['paid', 'overdue'],
  overdue: ['paid'],
  paid: [],
  cancelled: [],
  // Over the buyer's spend limit (issue 23): the master approves (placed) or not (cancelled).
  awaiting_approval: ['placed', 'cancelled'],
};

/** Whether a string (from the database or a query) names an order status. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order may move to from `from`. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

/** Whether the lifecycle allows moving from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Throws ORDER_INVALID_TRANSITION (409) unless the lifecycle allows moving from `from` to `to`. */
export function assertOrderTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) {
    throw new DomainError('ORDER_INVALID_TRANSITION', `An order that is ${from} cannot become ${to}.`, {
      message: `order transition ${from} → ${to} not allowed`,
    });
  }
}

const BEFORE_SHIPMENT: readonly OrderStatus[] = ['placed', 'accepted', 'modified'];

/** Only an order that has not shipped may be cancelled. */
export function canCancel(status: OrderStatus): boolean {
  return BEFORE_SHIPMENT.includes(status);
}

/** Only an order that has not shipped may be edited (pharmacy-side §4 Order edit). */
export function canEdit(status: OrderStatus): boolean {
  return BEFORE_SHIPMENT.includes(status);
}

/** An invoiced order not paid yet counts in the open invoices (§3 User stats: outstanding_invoices_*). */
export function isOpenInvoiceStatus(status: OrderStatus): boolean {
  return status === 'invoiced' || status === 'overdue';
}

export type OrderLineSnapshot = { lineId: string; name: string; quantity: number; unitCents: number };

/**
 * What an edit changed, one sentence per change, for telling the pharmacy: quantity and price
 * changes, removed lines (gone, or quantity 0) and added lines, in the order of the lines.
 */
export function describeOrderChanges(before: OrderLineSnapshot[], after: OrderLineSnapshot[]): string[] {
  const afterById = new Map(after.map((line) => [line.lineId, line]));
  const beforeIds = new Set(before.map((line) => line.lineId));
  const changes: string[] = [];
  for (const old of before) {
    const now = afterById.get(old.lineId);
    if (!now || now.quantity <= 0) {
      if (old.quantity > 0) changes.push(`${old.name}: removed.`);
      continue;
    }
    if (now.quantity !== old.quantity)
      changes.push(`${old.name}: quantity changed from ${old.quantity} to ${now.quantity}.`);
    if (now.unitCents !== old.unitCents) {
      changes.push(
        `${old.name}: price changed from ${formatCents(old.unitCents)} to ${formatCents(now.unitCents)}.`,
      );
    }
  }
  for (const added of after) {
    if (!beforeIds.has(added.lineId) && added.quantity > 0)
      changes.push(`${added.name}: added (quantity ${added.quantity}).`);
  }
  return changes;
}
