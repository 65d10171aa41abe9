import { describe, expect, it } from 'vitest';
import { deliveryOutcome, describeBulkDelivered } from './delivered.ts';

describe('deliveryOutcome', () => {
  it('marks only a shipped order delivered; the rest say why not (pharmacy-side §4 Orders)', () => {
    expect(deliveryOutcome({ status: 'shipped', deliveredAt: null })).toBe('delivered');
    expect(deliveryOutcome({ status: 'invoiced', deliveredAt: new Date() })).toBe('already_delivered');
    expect(deliveryOutcome({ status: 'accepted', deliveredAt: null })).toBe('not_shipped');
    expect(deliveryOutcome({ status: 'cancelled', deliveredAt: null })).toBe('cancelled');
  });
});

describe('describeBulkDelivered', () => {
  it('accounts for every order in one message when some cannot be marked (§7 bulk_delivered → message)', () => {
    expect(
      describeBulkDelivered([
        { number: 1001, outcome: 'delivered' },
        { number: 1002, outcome: 'delivered' },
        { number: 1003, outcome: 'not_shipped' },
        { number: 1004, outcome: 'already_delivered' },
      ]),
    ).toBe(
      'Orders #1001, #1002 marked as delivered. Order #1004 was already delivered. Order #1003 has not shipped yet.',
    );
  });
});
