import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CartRejection,
  assertPurchasable,
  assertQuantityRules,
  type CartListing,
} from './cart-rules.ts';

const listing = (over: Partial<CartListing> = {}): CartListing => ({
  id: '00000000-0000-4000-8000-000000000001',
  supplierAccountId: '00000000-0000-4000-8000-000000000002',
  supplierName: 'Riverside Drug',
  isBrand: false,
  supplierActive: true,
  active: true,
  stock: 10,
  expired: false,
  minQty: 1,
  maxQty: null,
  isP2p: true,
  p2pMaxQty: 3,
  buyable: true,
  name: 'Peerolol',
  deaSchedule: null,
  ...over,
});

const rejection = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof CartRejection) return error;
    throw error;
  }
  throw new Error('not rejected');
};

describe('the p2p max quantity at the cart', () => {
  it('refuses above the listing p2p max with cart.p2p_max_qty_allowed and reverts to the previous quantity', () => {
    const refused = rejection(() => assertQuantityRules(listing(), 4, 2));
    expect(refused.extras).toEqual({ reason: 'cart.p2p_max_qty_allowed', previous_quantity: 2 });
    expect(refused.detail).toBe('Maximum quantity for this pharmacy-to-pharmacy item is 3.');
  });

  it('accepts up to the p2p max', () => {
    expect(() => assertQuantityRules(listing(), 3, 1)).not.toThrow();
  });

  it("ignores a p2p max on a wholesaler's listing", () => {
    expect(() => assertQuantityRules(listing({ isP2p: false }), 9, 1)).not.toThrow();
  });
});

describe('the p2p buyable rule at the cart', () => {
  it('refuses a p2p listing without proof or of a held seller with the p2p message', () => {
    const refused = rejection(() => assertPurchasable(listing({ buyable: false })));
    expect(refused.detail).toBe(CART_MESSAGES.p2pNotBuyable('Peerolol'));
    expect(refused.extras).toEqual({ reason: 'p2p_not_buyable' });
  });
});
