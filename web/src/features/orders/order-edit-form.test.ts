import { describe, expect, it } from 'vitest';
import { canSaveEdit, checkEdit, editBody, initialEdit } from './order-edit-form.ts';
import type { OrderDetails } from './orders-api.ts';

const item = (id: string, quantity: number, unitCents: number, isBrand: boolean) =>
  ({ id, quantity, unit_cents: unitCents, is_brand: isBrand }) as OrderDetails['items'][number];

/** Bluegrass's demo minimums: $2,500 total, brand $1,000 mandatory, generic $500 not mandatory. */
const order = {
  can_edit: true,
  shipping_method: 'ground',
  items: [item('b', 15, 12_000, true), item('g', 15, 6_000, false)],
  minimums: {
    wholesaler_name: 'Bluegrass',
    minimum_order_total_cents: 250_000,
    brands_minimum_order_total_cents: 100_000,
    brands_minimum_mandatory: true,
    generics_minimum_order_total_cents: 50_000,
    generics_minimum_mandatory: false,
  },
} as unknown as OrderDetails;

describe('order edit form', () => {
  it('keeps save disabled when nothing changed', () => {
    expect(canSaveEdit(order, initialEdit(order))).toBe(false);
  });

  it('sends only the changed lines and the shipping method when it changed', () => {
    const state = { quantities: { b: 16, g: 15 }, shippingMethod: 'overnight' };
    expect(editBody(order, state)).toEqual({
      items: [{ id: 'b', quantity: 16 }],
      shipping_method: 'overnight',
    });
    expect(canSaveEdit(order, state)).toBe(true);
  });

  it('disables save with the order-minimum notice when the total falls below it (§4 Order edit, §5 Order minimums)', () => {
    const state = { quantities: { b: 15, g: 2 }, shippingMethod: 'ground' };
    const check = checkEdit(order, state)!;
    expect(check.met).toBe(false);
    expect(check.failures).toContain('order');
    expect(check.message).toContain('$2,500.00');
    expect(canSaveEdit(order, state)).toBe(false);
  });

  it('disables save when the mandatory brand minimum is no longer reached', () => {
    const state = { quantities: { b: 8, g: 30 }, shippingMethod: 'ground' };
    expect(checkEdit(order, state)!.failures).toEqual(['brand']);
    expect(canSaveEdit(order, state)).toBe(false);
  });

  it('allows dropping every generic line when the generic minimum is not mandatory', () => {
    const state = { quantities: { b: 25, g: 0 }, shippingMethod: 'ground' };
    expect(checkEdit(order, state)!.met).toBe(true);
    expect(canSaveEdit(order, state)).toBe(true);
  });
});
