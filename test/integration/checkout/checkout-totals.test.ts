/**
 * Placing an order computes its money on the server (pharmacy-side §3 Order, §4 Checkout, Shipping
 * choice; supplier-side card-processing taxes and ACH discount): card fee by the ship-to state,
 * ACH discount for bank transfers, free shipping from the threshold, and a card charged exactly
 * the order total.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, payments, sandboxCardCharges } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  createListing,
  DEMO_BANK_ACCOUNT_ID,
  DEMO_CARD_ID,
  offlineBody,
  PHARMACY,
  place,
  type Placed,
  SUPPLIER2_ID,
  SUPPLIER_ID,
} from './checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `checkout-totals-${crypto.randomUUID()}` });
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());
beforeEach(() => clearCart(t, PHARMACY.id));

async function placed(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  const { order } = (await response.json()) as Placed;
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  return { order, row: row! };
}

/** Bluegrass: a brand line of $1,000.00 and two generic packs of $800.00 = $2,600.00 (meets every minimum). */
async function fillBluegrassCart() {
  const brand = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: 100_000, isBrand: true });
  const generic = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: 80_000 });
  await addToCart(t, PHARMACY.id, brand.listing, 1);
  await addToCart(t, PHARMACY.id, generic.listing, 2);
}

describe('order totals', () => {
  it("adds Keystone's 3% card fee on items + shipping for a Texas ship-to and charges exactly the total (card fee, all states)", async () => {
    const { listing } = await createListing(t, { priceCents: 5_000 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const { order, row } = await placed(
      await place(
        t,
        pharmacy,
        SUPPLIER_ID,
        offlineBody(undefined, { payment_method: 'card', payment_card_id: DEMO_CARD_ID }),
      ),
    );
    // items 150.00 + ground 15.00 = 165.00; 3% = 4.95; total 169.95
    expect(order).toMatchObject({
      item_total_cents: 15_000,
      shipping_cents: 1_500,
      card_fee_cents: 495,
      ach_discount_cents: 0,
      total_cents: 16_995,
    });
    expect(row.totalCents).toBe(16_995);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      method: 'card',
      status: 'succeeded',
      amountCents: 16_995,
      paymentCardId: DEMO_CARD_ID,
    });
    // Authorised before the order committed, captured after (the processor's key names the order).
    const [charge] = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.id, payment!.processorRef!));
    expect(charge).toMatchObject({ amountCents: 16_995, outcome: 'captured' });
    expect(charge!.idempotencyKey).toMatch(new RegExp(`^order:${order.id}:auth:`));
  });

  it("charges Bluegrass's 2.5% by-state card fee in Texas, half a cent rounding up, overnight shipping (card fee by state)", async () => {
    await fillBluegrassCart();
    const { order } = await placed(
      await place(
        t,
        pharmacy,
        SUPPLIER2_ID,
        offlineBody(undefined, {
          payment_method: 'card',
          payment_card_id: DEMO_CARD_ID,
          shipping_method: 'overnight',
        }),
      ),
    );
    // items 2,600.00 + overnight 45.00 = 2,645.00; 2.5% = 66.125 → 66.13; total 2,711.13
    expect(order).toMatchObject({
      item_total_cents: 260_000,
      shipping_cents: 4_500,
      card_fee_cents: 6_613,
      total_cents: 271_113,
    });
  });

  it("takes Bluegrass's 1% ACH discount off the items for a bank transfer and records the sandbox bank payment (ACH discount)", async () => {
    await fillBluegrassCart();
    const { order } = await placed(
      await place(
        t,
        pharmacy,
        SUPPLIER2_ID,
        offlineBody(undefined, {
          payment_method: 'bank_transfer',
          bank_account_id: DEMO_BANK_ACCOUNT_ID,
          shipping_method: 'overnight',
        }),
      ),
    );
    // items 2,600.00 − 1% (26.00) + overnight 45.00 = 2,619.00; no card fee
    expect(order).toMatchObject({
      item_total_cents: 260_000,
      ach_discount_cents: 2_600,
      card_fee_cents: 0,
      shipping_cents: 4_500,
      total_cents: 261_900,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amountCents: 261_900,
      bankAccountId: DEMO_BANK_ACCOUNT_ID,
    });
  });

  it('ships free when the subtotal is exactly the free-shipping minimum, and charges the fee a cent below it (free shipping threshold)', async () => {
    const atThreshold = await createListing(t, { priceCents: 25_000 });
    await addToCart(t, PHARMACY.id, atThreshold.listing, 2);
    const free = await placed(await place(t, pharmacy, SUPPLIER_ID, offlineBody()));
    expect(free.order).toMatchObject({ item_total_cents: 50_000, shipping_cents: 0, total_cents: 50_000 });

    const below = await createListing(t, { priceCents: 49_999 });
    await addToCart(t, PHARMACY.id, below.listing, 1);
    const paid = await placed(await place(t, pharmacy, SUPPLIER_ID, offlineBody()));
    expect(paid.order).toMatchObject({
      item_total_cents: 49_999,
      shipping_cents: 1_500,
      total_cents: 51_499,
    });
  });

  it('writes the items at the prices charged, the address snapshots and status placed, and empties the cart (§3 Order, Line item)', async () => {
    const { listing, product } = await createListing(t, { priceCents: 12_345, stock: 7 });
    await addToCart(t, PHARMACY.id, listing, 2);
    const { order, row } = await placed(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody(undefined, { memo: 'Back door please' })),
    );
    expect(order.status).toBe('placed');
    expect(row).toMatchObject({
      paymentMethod: 'pay_offline',
      shippingMethod: 'ground',
      memo: 'Back door please',
      supplierAccountId: SUPPLIER_ID,
    });
    expect(row.shipAddress).toMatchObject({
      address1: '512 Congress Ave',
      city: 'Austin',
      state_code: 'TX',
      zipcode: '78701',
      firstname: 'Paula',
    });
    expect(row.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([
      expect.objectContaining({
        productId: product.id,
        quantity: 2,
        originalQuantity: 2,
        unitCents: 12_345,
        originalUnitCents: 12_345,
        totalCents: 24_690,
      }),
    ]);
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(pays).toEqual([]); // pay offline: no payment row until the invoice is paid
    const cart = await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}`, { as: pharmacy });
    expect(((await cart.json()) as { lines: unknown[] }).lines).toEqual([]);
  });
});
