import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_STATUS } from '../errors.ts';
import {
  assertOrderTransition,
  canCancel,
  canEdit,
  canTransition,
  describeOrderChanges,
  isOpenInvoiceStatus,
  isOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  type OrderLineSnapshot,
  type OrderStatus,
} from './order-state.ts';

const allowed: [OrderStatus, OrderStatus][] = [
  ['placed', 'accepted'],
  ['placed', 'modified'],
  ['placed', 'cancelled'],
  ['accepted', 'modified'],
  ['accepted', 'shipped'],
  ['accepted', 'cancelled'],
  ['modified', 'accepted'],
  ['modified', 'modified'],
  ['modified', 'shipped'],
  ['modified', 'cancelled'],
  ['shipped', 'delivered'],
  ['shipped', 'invoiced'],
  ['delivered', 'invoiced'],
  ['invoiced', 'paid'],
  ['invoiced', 'overdue'],
  ['overdue', 'paid'],
  ['awaiting_approval', 'placed'],
  ['awaiting_approval', 'cancelled'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => allowed.some(([f, t]) => f === from && t === to);
const everyPair = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]),
);

describe('assertOrderTransition (the order lifecycle)', () => {
  it.each(everyPair)('decides %s → %s as the table says', (from, to) => {
    expect(canTransition(from, to)).toBe(isAllowed(from, to));
    if (isAllowed(from, to)) expect(() => assertOrderTransition(from, to)).not.toThrow();
    else expect(() => assertOrderTransition(from, to)).toThrow(DomainError);
  });

  it('throws ORDER_INVALID_TRANSITION, a 409, with a readable detail', () => {
    try {
      assertOrderTransition('shipped', 'cancelled');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'ORDER_INVALID_TRANSITION',
        detail: 'An order that is shipped cannot become cancelled.',
      });
      expect(ERROR_STATUS.ORDER_INVALID_TRANSITION).toBe(409);
    }
  });

  it('keeps paid and cancelled final', () => {
    expect(nextOrderStatuses('paid')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});

describe('canCancel, canEdit, isOpenInvoiceStatus (pharmacy-side §4 Order edit: before shipment only)', () => {
  it.each([
    ['placed', true, false],
    ['accepted', true, false],
    ['modified', true, false],
    ['shipped', false, false],
    ['delivered', false, false],
    ['invoiced', false, true],
    ['paid', false, false],
    ['overdue', false, true],
    ['cancelled', false, false],
  ] satisfies [OrderStatus, boolean, boolean][])('answers for %s', (status, beforeShipment, openInvoice) => {
    expect(canCancel(status)).toBe(beforeShipment);
    expect(canEdit(status)).toBe(beforeShipment);
    expect(isOpenInvoiceStatus(status)).toBe(openInvoice);
  });

  it('recognises status names', () => {
    expect(isOrderStatus('overdue')).toBe(true);
    expect(isOrderStatus('refunded')).toBe(false);
  });
});

describe('describeOrderChanges (the pharmacy is told what changed)', () => {
  const line = (lineId: string, quantity: number, unitCents = 1_000): OrderLineSnapshot => ({
    lineId,
    name: `Item ${lineId}`,
    quantity,
    unitCents,
  });

  it.each([
    ['nothing when nothing changed', [line('a', 2)], [line('a', 2)], []],
    ['a quantity change', [line('a', 2)], [line('a', 5)], ['Item a: quantity changed from 2 to 5.']],
    [
      'a price change',
      [line('a', 2, 1_000)],
      [line('a', 2, 123_450)],
      ['Item a: price changed from $10.00 to $1,234.50.'],
    ],
    [
      'both, quantity first',
      [line('a', 2, 1_000)],
      [line('a', 1, 900)],
      ['Item a: quantity changed from 2 to 1.', 'Item a: price changed from $10.00 to $9.00.'],
    ],
    ['a removed line', [line('a', 2), line('b', 1)], [line('b', 1)], ['Item a: removed.']],
    ['a line set to quantity 0 as removed', [line('a', 2)], [line('a', 0)], ['Item a: removed.']],
    ['an added line', [line('a', 2)], [line('a', 2), line('c', 4)], ['Item c: added (quantity 4).']],
    [
      'lines in their order',
      [line('a', 1), line('b', 1)],
      [line('b', 3), line('d', 1)],
      ['Item a: removed.', 'Item b: quantity changed from 1 to 3.', 'Item d: added (quantity 1).'],
    ],
  ] satisfies [string, OrderLineSnapshot[], OrderLineSnapshot[], string[]][])(
    'lists %s',
    (_label, before, after, changes) => {
      expect(describeOrderChanges(before, after)).toEqual(changes);
    },
  );
});
