/**
 * No credit means no net terms (issue 22, Trust round 3): a supplier that gave a customer no credit
 * (credit allocated $0.00, the default of a blank field) has not opened terms, so an order on terms
 * (pay offline) is refused with a message that says so, the checkout page says the same before
 * the button is pressed, and paying by card still goes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supplierCustomers } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  countOrdersOf,
  createListing,
  DEMO_CARD_ID,
  offlineBody,
  PHARMACY,
  place,
  type Problem,
  stockOf,
  SUPPLIER_ID,
} from './checkout-helpers.ts';

let t: TestContext;
let pharmacy: Credentials;

const keystoneRow = and(
  eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
  eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
);

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `checkout-terms-${crypto.randomUUID()}` });
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearCart(t, PHARMACY.id);
  await t.db.update(supplierCustomers).set({ creditAllocatedCents: 0 }).where(keystoneRow);
});

type Summary = {
  payment_methods: { pay_offline: { credit: { can_place: boolean; message: string | null } | null } };
};

describe('an order on terms with no credit given', () => {
  it('is refused with CREDIT_NOT_GRANTED and a clear message, writes nothing, and a card order still goes', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3); // $150.00: above Keystone's $100.00 minimum

    const refused = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    const problem = (await refused.json()) as Problem;
    expect(refused.status, problem.message).toBe(422);
    expect(problem.code).toBe('CREDIT_NOT_GRANTED');
    expect(problem.message).toBe(CHECKOUT_MESSAGES.noCredit('Keystone Wholesale Drug'));
    expect(await countOrdersOf(t, listing.id)).toBe(0);
    expect(await stockOf(t, listing.id)).toBe(10);

    const byCard = await place(
      t,
      pharmacy,
      SUPPLIER_ID,
      offlineBody(undefined, { payment_method: 'card', payment_card_id: DEMO_CARD_ID }),
    );
    expect(byCard.status).toBe(201);
  });

  it('is shown as unavailable on the checkout page, with the same message', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const response = await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}`, { as: pharmacy });
    expect(response.status).toBe(200);
    const summary = (await response.json()) as Summary;
    expect(summary.payment_methods.pay_offline.credit).toMatchObject({
      can_place: false,
      message: CHECKOUT_MESSAGES.noCredit('Keystone Wholesale Drug'),
    });
  });
});
