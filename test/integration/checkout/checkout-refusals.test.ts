/**
 * Placing an order refuses, with a clear message and without writing anything, every order the
 * rules forbid (pharmacy-side §4 Checkout, §5 Order minimums, Card; notes/security A.1 price
 * manipulation and ids in bodies).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import {
  bankAccounts,
  cartItems,
  payments,
  sandboxCardCharges,
  supplierCustomers,
} from '../../../db/schema/index.ts';
import { CONTROLLED_SUBSTANCE_MESSAGE } from '../../../domain/checkout/controlled-substances.ts';
import { SANDBOX_DECLINE_MESSAGES } from '../../../domain/payments/sandbox-card.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createSupplier } from '../inventory/inventory-helpers.ts';
import {
  addLocation,
  addToCart,
  clearCart,
  countOrdersOf,
  createListing,
  DEMO_BANK_ACCOUNT_ID,
  DEMO_CARD_ID,
  offlineBody,
  PHARMACY,
  place,
  type Problem,
  SELLER,
  SELLER_LOCATION,
  stockOf,
  SUPPLIER2_ID,
  SUPPLIER_ID,
} from './checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
let supplier: Credentials;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `checkout-refusals-${crypto.randomUUID()}` });
  [pharmacy, seller, supplier] = await Promise.all([
    t.login('pharmacy@example.com'),
    t.login('seller@example.com'),
    t.login('supplier@example.com'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t, PHARMACY.id);
  await t.db
    .update(supplierCustomers)
    .set({ creditAllocatedCents: 2_500_000, creditHold: false })
    .where(eq(supplierCustomers.pharmacyAccountId, PHARMACY.id));
});

/** A Keystone cart of $150.00 (over its $100.00 minimum) whose listing had `stock` packs. */
async function keystoneCart(stock = 10) {
  const { listing } = await createListing(t, { priceCents: 5_000, stock });
  await addToCart(t, PHARMACY.id, listing, 3);
  return listing;
}

async function expectRefused(response: Response, status: number, message?: string) {
  const body = (await response.json()) as Problem;
  expect(response.status, body.message).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

async function expectNothingWritten(listingId: string, stock: number) {
  expect(await countOrdersOf(t, listingId)).toBe(0);
  expect(await stockOf(t, listingId)).toBe(stock);
  expect(await t.db.select().from(cartItems).where(eq(cartItems.listingId, listingId))).toHaveLength(1);
}

describe('placing an order is refused', () => {
  it("when the order minimum is not met, with the supplier's minimums message (§5 Order minimums)", async () => {
    const { listing } = await createListing(t, { priceCents: 5_000 });
    await addToCart(t, PHARMACY.id, listing, 1);
    const refused = await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody()),
      422,
      'Keystone Wholesale Drug requires a minimum order total of $100.00.',
    );
    expect(refused.code).toBe('ORDER_BELOW_SUPPLIER_MINIMUM');
    await expectNothingWritten(listing.id, 100);
  });

  it('when a mandatory brand minimum is not met, with the brand-and-generic variant (§5 Order minimums)', async () => {
    const { listing } = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: 300_000 });
    await addToCart(t, PHARMACY.id, listing, 1);
    const body = await expectRefused(await place(t, pharmacy, SUPPLIER2_ID, offlineBody()), 422);
    expect(body.code).toBe('ORDER_BELOW_SUPPLIER_MINIMUM');
    expect(body.message).toBe(
      'Bluegrass Pharma Supply requires a minimum order total of $2,500.00, including at least $1,000.00 of brand items and at least $500.00 of generic items (or no generic items at all).',
    );
  });

  it('when the pharmacy is not an approved customer of the supplier (approved customers only)', async () => {
    const other = await createSupplier(t, 'Unapproved Wholesale');
    const { listing } = await createListing(t, { supplierId: other.accountId });
    await addToCart(t, PHARMACY.id, listing, 1);
    const refused = await expectRefused(
      await place(t, pharmacy, other.accountId, offlineBody()),
      422,
      CHECKOUT_MESSAGES.notCustomer('Unapproved Wholesale'),
    );
    expect(refused.code).toBe('CHECKOUT_NOT_A_CUSTOMER');
  });

  it('when paying offline would exceed the credit allowed, and when the account is on credit hold (credit is not exceeded)', async () => {
    const listing = await keystoneCart();
    await t.db
      .update(supplierCustomers)
      .set({ creditAllocatedCents: 10_000 })
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
          eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        ),
      );
    const exceeded = await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody()),
      422,
      CHECKOUT_MESSAGES.creditExceeded('Keystone Wholesale Drug', 10_000),
    );
    expect(exceeded.code).toBe('CREDIT_LIMIT_EXCEEDED');
    await t.db
      .update(supplierCustomers)
      .set({ creditAllocatedCents: 2_500_000, creditHold: true })
      .where(eq(supplierCustomers.pharmacyAccountId, PHARMACY.id));
    const onHold = await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody()),
      422,
      CHECKOUT_MESSAGES.creditHold('Keystone Wholesale Drug'),
    );
    expect(onHold.code).toBe('CREDIT_HOLD');
    await expectNothingWritten(listing.id, 10);
    // A card order does not use credit: it is paid when placed.
    const response = await place(
      t,
      pharmacy,
      SUPPLIER_ID,
      offlineBody(undefined, { payment_method: 'card', payment_card_id: DEMO_CARD_ID }),
    );
    expect(response.status).toBe(201);
  });

  it('when paying by card to a state where the supplier does not take cards (cards by state)', async () => {
    const ny = await addLocation(t, PHARMACY.id, 'NY');
    const brand = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: 260_000, isBrand: true });
    await addToCart(t, PHARMACY.id, brand.listing, 1);
    const body = offlineBody(ny.id, { payment_method: 'card', payment_card_id: DEMO_CARD_ID });
    await expectRefused(
      await place(t, pharmacy, SUPPLIER2_ID, body),
      422,
      CHECKOUT_MESSAGES.cardNotAccepted('Bluegrass Pharma Supply', 'NY'),
    );
    await expectNothingWritten(brand.listing.id, 100);
  });

  it('when an unverified bank account would send more than the weekly limit, and not once it is verified (weekly sending limit)', async () => {
    const brand = await createListing(t, { supplierId: SUPPLIER2_ID, priceCents: 600_000, isBrand: true });
    await addToCart(t, PHARMACY.id, brand.listing, 1);
    const body = offlineBody(undefined, {
      payment_method: 'bank_transfer',
      bank_account_id: DEMO_BANK_ACCOUNT_ID,
    });
    await expectRefused(
      await place(t, pharmacy, SUPPLIER2_ID, body),
      422,
      CHECKOUT_MESSAGES.bankLimit(500_000),
    );
    await expectNothingWritten(brand.listing.id, 100);
    await t.db.update(bankAccounts).set({ verified: true }).where(eq(bankAccounts.id, DEMO_BANK_ACCOUNT_ID));
    expect((await place(t, pharmacy, SUPPLIER2_ID, body)).status).toBe(201);
    await t.db.update(bankAccounts).set({ verified: false }).where(eq(bankAccounts.id, DEMO_BANK_ACCOUNT_ID));
  });

  it('when the certification is not ticked (certification checkbox)', async () => {
    const listing = await keystoneCart();
    await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody(undefined, { certification: false })),
      422,
      CHECKOUT_MESSAGES.certification,
    );
    await expectNothingWritten(listing.id, 10);
  });

  it('when the cart with the supplier is empty', async () => {
    await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody()),
      422,
      CHECKOUT_MESSAGES.emptyCart('Keystone Wholesale Drug'),
    );
  });

  it('when a line is a schedule II controlled substance (A.4 CSOS / Form 222)', async () => {
    const { listing } = await createListing(t, { priceCents: 20_000, deaSchedule: 'CII' });
    await addToCart(t, PHARMACY.id, listing, 1);
    const body = await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody()),
      422,
      CONTROLLED_SUBSTANCE_MESSAGE,
    );
    expect(body.code).toBe('ORDER_CONTROLLED_SUBSTANCE');
  });

  it('when the shipping method is not one the supplier offers', async () => {
    await keystoneCart();
    await expectRefused(
      await place(t, pharmacy, SUPPLIER_ID, offlineBody(undefined, { shipping_method: 'teleport' })),
      422,
      CHECKOUT_MESSAGES.shippingMethod,
    );
  });

  it('when the card is declined by the sandbox processor, and nothing is written (a card saved, then declined when charged)', async () => {
    const saved = await t.call('POST', '/api/v1/payment_methods/cards', {
      as: pharmacy,
      body: {
        number: '4000 0000 0000 0341',
        exp_month: 12,
        exp_year: 2031,
        cvc: '123',
        holder_name: 'Paula Reyes',
      },
    });
    expect(saved.status).toBe(201);
    const { card } = (await saved.json()) as { card: { id: string } };
    const listing = await keystoneCart();
    const response = await place(
      t,
      pharmacy,
      SUPPLIER_ID,
      offlineBody(undefined, { payment_method: 'card', payment_card_id: card.id }),
    );
    await expectRefused(response, 422, SANDBOX_DECLINE_MESSAGES.card_declined);
    await expectNothingWritten(listing.id, 10);
    expect(await t.db.select().from(payments).where(eq(payments.paymentCardId, card.id))).toEqual([]);
    // The processor's own ledger records its decline; our side has nothing.
    const charges = await t.db
      .select()
      .from(sandboxCardCharges)
      .where(eq(sandboxCardCharges.outcome, 'card_declined'));
    expect(charges).toHaveLength(1);
  });
});

describe('placing an order checks every id and field in the body', () => {
  it("answers 404 for another pharmacy's ship or bill location, card or bank account (ids in bodies)", async () => {
    const listing = await keystoneCart();
    const sellerCard = await t.call('POST', '/api/v1/payment_methods/cards', {
      as: seller,
      body: {
        number: '4242424242424242',
        exp_month: 1,
        exp_year: 2032,
        cvc: '321',
        holder_name: 'Sam Okafor',
      },
    });
    const { card } = (await sellerCard.json()) as { card: { id: string } };
    const [sellerBank] = await t.db
      .insert(bankAccounts)
      .values({ accountId: SELLER.id, bankName: 'Sandbox', last4: '1111', verified: true })
      .returning();
    for (const body of [
      offlineBody(SELLER_LOCATION),
      offlineBody(undefined, { bill_location_id: SELLER_LOCATION }),
      offlineBody(undefined, { payment_method: 'card', payment_card_id: card.id }),
      offlineBody(undefined, { payment_method: 'bank_transfer', bank_account_id: sellerBank!.id }),
    ]) {
      await expectRefused(await place(t, pharmacy, SUPPLIER_ID, body), 404);
    }
    await expectNothingWritten(listing.id, 10);
  });

  it('answers 400 naming a price or total the client sends (server-computed money)', async () => {
    const listing = await keystoneCart();
    for (const extra of [
      { total_cents: 1 },
      { unit_price: 1 },
      { shipping_cents: 0 },
      { items: [{ id: listing.id, price: 1 }] },
    ]) {
      const body = await expectRefused(
        await place(t, pharmacy, SUPPLIER_ID, { ...offlineBody(), ...extra }),
        400,
      );
      expect(Object.keys(body.errors ?? {})).toEqual(Object.keys(extra));
    }
    await expectNothingWritten(listing.id, 10);
  });

  it('answers 400 without an Idempotency-Key, and 403 to a supplier (pharmacy-only, idempotent writes)', async () => {
    await keystoneCart();
    const noKey = await t.call('POST', `/api/v1/checkout/${SUPPLIER_ID}`, {
      as: pharmacy,
      body: offlineBody(),
    });
    expect(noKey.status).toBe(400);
    expect((await place(t, supplier, SUPPLIER_ID, offlineBody())).status).toBe(403);
  });
});
