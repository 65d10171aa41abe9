/**
 * An approved account-type change switches the account (issue 22, Trust round 3): approval wrote
 * the asked net terms but left `supplier_customers.account_type` as it was, so a cash-on-delivery
 * customer whose change to net terms was approved still could not order on terms. Now the approval
 * makes it a net-terms account in the same transaction, and checkout follows the new type.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supplierCustomers } from '../../../db/schema/index.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  createListing,
  offlineBody,
  place,
  type Problem,
} from '../checkout/checkout-helpers.ts';
import {
  keystoneTerms,
  openRequestsContext,
  PHARMACY,
  readRequest,
  requestsClient,
  resetTerms,
  SUPPLIER_ID,
  type AnswerJson,
} from './customer-requests-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;
let api: ReturnType<typeof requestsClient>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openRequestsContext('customer-requests-account-type'));
  api = requestsClient(t);
});
afterAll(() => close());
beforeEach(async () => {
  await resetTerms(t);
  await t.db
    .update(supplierCustomers)
    .set({ accountType: 'cod' })
    .where(eq(supplierCustomers.pharmacyAccountId, PHARMACY.id));
});

/** An order on terms (pay offline) from Keystone, above its minimum. */
async function placeOnTerms() {
  await clearCart(t, PHARMACY.id);
  const { listing } = await createListing(t, { priceCents: 5_000, stock: 10 });
  await addToCart(t, PHARMACY.id, listing, 3);
  return place(t, pharmacy, SUPPLIER_ID, offlineBody());
}

const CHANGE = {
  kind: 'payment_account_change',
  credit_allocated: '5000',
  net_days: 15,
  invoices_due_on_last_day: true,
};

describe('approving an account-type change', () => {
  it('makes a cash-on-delivery customer a net-terms one, and checkout then allows terms', async () => {
    const before = await placeOnTerms();
    expect(before.status).toBe(422);
    expect(((await before.json()) as Problem).code).toBe('PAYMENT_METHOD_NOT_ALLOWED');

    const asked = await api.ask(pharmacy, CHANGE);
    expect(asked.status).toBe(201);
    const { request } = (await asked.json()) as AnswerJson;
    const approved = await api.decide(supplier, 'payment_account_change', request.id, 'approve', {
      credit_allocated: '8000.00',
      net_days: 20,
      invoices_due_on_last_day: true,
    });
    expect(approved.status).toBe(200);
    expect((await readRequest(t, request.id)).status).toBe('approved');
    expect(await keystoneTerms(t)).toMatchObject({
      accountType: 'net_terms',
      creditAllocatedCents: 800_000,
      netDays: 20,
    });

    const after = await placeOnTerms();
    expect(after.status, await after.clone().text()).toBe(201);
  });

  it('declined, leaves the account type as it was', async () => {
    const asked = await api.ask(pharmacy, CHANGE);
    const { request } = (await asked.json()) as AnswerJson;
    const declined = await api.decide(supplier, 'payment_account_change', request.id, 'decline', {});
    expect(declined.status).toBe(200);
    expect((await keystoneTerms(t)).accountType).toBe('cod');
  });
});
