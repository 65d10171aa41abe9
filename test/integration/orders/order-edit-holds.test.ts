/**
 * An order edit is buying more, so what stops checkout stops a raise (issue 22, Trust round 3):
 * an order on terms cannot grow when the supplier gave no credit or the account is not a net-terms
 * account (cash on delivery, card), and no placed order can grow while the pharmacy's licence is
 * on hold. Lowering an order stays possible.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pharmacyLicences, supplierCustomers } from '../../../db/schema/index.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout/checkout-messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { openFulfilmentContext, PHARMACY, placeAndStart, readOrder } from './order-fulfilment-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy, close } = await openFulfilmentContext('order-edit-holds'));
});
afterAll(async () => {
  await close?.();
});

type Problem = { message: string; code: string };

const keystoneRow = and(
  eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
  eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
);
const edit = (orderId: string, body: unknown) =>
  t.call('PATCH', `/api/v1/orders/${orderId}`, { as: pharmacy, body });

/** A $215.00 order on terms and a raise of its first line from 2 to 3 packs, refused as `code`. */
async function expectRaiseRefused(code: string, message: string | RegExp) {
  const { order, items } = await placeAndStart(t);
  const response = await edit(order.id, { items: [{ id: items[0]!.id, quantity: 3 }] });
  const problem = (await response.json()) as Problem;
  expect(response.status, problem.message).toBe(422);
  expect(problem.code).toBe(code);
  expect(problem.message).toMatch(message);
  expect((await readOrder(t, order.id)).totalCents).toBe(order.totalCents);
  return { order, items };
}

describe('raising an order on terms', () => {
  it('is refused when the supplier gave no credit (credit $0.00 is no terms)', async () => {
    await t.db.update(supplierCustomers).set({ creditAllocatedCents: 0 }).where(keystoneRow);
    try {
      await expectRaiseRefused('CREDIT_NOT_GRANTED', CHECKOUT_MESSAGES.noCredit('Keystone Wholesale Drug'));
    } finally {
      await t.db.update(supplierCustomers).set({ creditAllocatedCents: 2_500_000 }).where(keystoneRow);
    }
  });

  it('is refused when the account is cash on delivery or card, whatever its credit', async () => {
    for (const accountType of ['cod', 'credit_card'] as const) {
      await t.sql`update supplier_customers set account_type = ${accountType}
        where supplier_account_id = ${SUPPLIER_ID} and pharmacy_account_id = ${PHARMACY.id}`;
      try {
        await expectRaiseRefused(
          'PAYMENT_METHOD_NOT_ALLOWED',
          CHECKOUT_MESSAGES.noTerms('Keystone Wholesale Drug', accountType),
        );
      } finally {
        await t.sql`update supplier_customers set account_type = 'net_terms'
          where supplier_account_id = ${SUPPLIER_ID} and pharmacy_account_id = ${PHARMACY.id}`;
      }
    }
  });
});

describe('an order edit while the licence is on hold', () => {
  it('refuses a raise with LICENCE_EXPIRED like checkout, and still lets the order be lowered', async () => {
    const expire = (expiresOn: string) =>
      t.db.update(pharmacyLicences).set({ expiresOn }).where(eq(pharmacyLicences.accountId, PHARMACY.id));
    await expire('2020-01-31');
    try {
      const { order, items } = await expectRaiseRefused('LICENCE_EXPIRED', /expired on 2020-01-31/);
      const lowered = await edit(order.id, { items: [{ id: items[0]!.id, quantity: 1 }] });
      expect(lowered.status).toBe(200);
      expect((await readOrder(t, order.id)).totalCents).toBeLessThan(order.totalCents);
    } finally {
      await expire('2099-12-31');
    }
  });
});
