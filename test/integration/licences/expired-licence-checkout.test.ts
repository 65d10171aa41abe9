/**
 * An expired licence blocks checkout for every seller kind (issue 21, a behaviour no test held):
 * the p2p checkout refuses it with LICENCE_EXPIRED exactly as the wholesale checkout does, writing
 * no order; renewed, both place.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, orders, pharmacyLicences } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  addToCart,
  createListing,
  DEMO_CARD_ID,
  offlineBody,
  PHARMACY,
  PHARMACY_LOCATION,
  place,
  SUPPLIER_ID,
  type Problem,
} from '../checkout/checkout-helpers.ts';
import { acknowledgeP2p, insertP2pListing, makeP2pSeller, P2P_SELLER } from '../p2p/p2p-buying-fixtures.ts';

let t: TestContext;
let buyer: Credentials;

const placeP2p = () =>
  t.call('POST', `/api/v1/p2p_checkout/${P2P_SELLER.id}`, {
    as: buyer,
    body: {
      ship_location_id: PHARMACY_LOCATION,
      payment_card_id: DEMO_CARD_ID,
      shipping_method: 'ground',
      reason_code: 'drug_shortage',
    },
    headers: { 'idempotency-key': randomUUID() },
  });
const ordersOfBuyer = async () =>
  (await t.db.select().from(orders).where(eq(orders.pharmacyAccountId, PHARMACY.id))).length;
const expireLicences = (expiresOn: string) =>
  t.db.update(pharmacyLicences).set({ expiresOn }).where(eq(pharmacyLicences.accountId, PHARMACY.id));

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `expired-licence-${randomUUID()}` });
  await makeP2pSeller(t.db);
  await acknowledgeP2p(t.db);
  buyer = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY.id));
  await expireLicences('2099-12-31');
});

describe('an expired licence at checkout', () => {
  it('refuses the wholesale and the p2p checkout alike with LICENCE_EXPIRED, and writes no order', async () => {
    const [licence] = await t.db
      .select()
      .from(pharmacyLicences)
      .where(eq(pharmacyLicences.accountId, PHARMACY.id));
    expect(licence, 'the demo pharmacy holds a licence').toBeDefined();
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
    await addToCart(t, PHARMACY.id, listing, 3); // $150.00: above Keystone's $100.00 minimum
    const { listing: p2pListing } = await insertP2pListing(t.db);
    await addToCart(t, PHARMACY.id, p2pListing, 1);
    await expireLicences('2020-01-31');
    const before = await ordersOfBuyer();

    const wholesale = await place(t, buyer, SUPPLIER_ID, offlineBody());
    const p2p = await placeP2p();
    for (const response of [wholesale, p2p]) {
      expect(response.status).toBe(422);
      const problem = (await response.json()) as Problem;
      expect(problem.code).toBe('LICENCE_EXPIRED');
      expect(problem.message).toContain('expired on 2020-01-31');
    }
    expect(await ordersOfBuyer()).toBe(before);

    await expireLicences('2099-12-31');
    const p2pAgain = await placeP2p();
    expect(p2pAgain.status, await p2pAgain.clone().text()).toBe(201);
    const wholesaleAgain = await place(t, buyer, SUPPLIER_ID, offlineBody());
    expect(wholesaleAgain.status, await wholesaleAgain.clone().text()).toBe(201);
  });
});
