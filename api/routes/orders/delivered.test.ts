import { describe, expect, it } from 'vitest';
import { deliveryOutcome, describeBulkDelivered } from './delivered.ts';

describe('deliveryOutcome', () => {
  it('marks only a shipped order delivered; the rest say why not (pharmacy-side §4 Orders)', () => {
    expect(deliveryOutcome({ status: 'shipped', deliveredAt: null, isP2p: false })).toBe('delivered');
    expect(deliveryOutcome({ status: 'invoiced', deliveredAt: new Date(), isP2p: false })).toBe(
      'already_delivered',
    );
    expect(deliveryOutcome({ status: 'accepted', deliveredAt: null, isP2p: false })).toBe('not_shipped');
    expect(deliveryOutcome({ status: 'cancelled', deliveredAt: null, isP2p: false })).toBe('cancelled');
  });

  it('leaves a p2p order to its receipt confirmation, which releases the payout (issue 13)', () => {
    expect(deliveryOutcome({ status: 'shipped', deliveredAt: null, isP2p: true })).toBe('p2p');
    expect(describeBulkDelivered([{ number: 1005, outcome: 'p2p' }])).toBe(
      'Order #1005 is a pharmacy-to-pharmacy order: confirm its receipt on its page.',
    );
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
