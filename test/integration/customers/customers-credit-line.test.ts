/**
 * The credit line is what checkout and order edits check (issue 11, "Each field has its effect
 * everywhere"): after the supplier edits credit_allocated through `PATCH /api/v1/customers/{id}`
 * an order edit that raises an order on terms is checked against the new line; after the supplier
 * approves a credit increase request, checkout allows an order up to the new credit and refuses one
 * above it with nothing changed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents } from '../../../domain/money.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import {
  addToCart,
  clearCart,
  countOrdersOf,
  createListing,
  offlineBody,
  place,
  stockOf,
  type Problem,
} from '../checkout/checkout-helpers.ts';
import { CALM, requestsClient, type AnswerJson } from '../customer-requests/customer-requests-fixtures.ts';
import { keystoneCustomerOf, patchCustomer, resetCustomers } from './customers-helpers.ts';
import {
  openFulfilmentContext,
  PHARMACY,
  placeAndStart,
  readOrder,
} from '../orders/order-fulfilment-fixtures.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openFulfilmentContext('customers-credit-line'));
  t.env.customerRequests = { ...CALM };
});
afterAll(() => close());
beforeEach(async () => {
  await clearCart(t, PHARMACY.id);
  await resetCustomers(t);
});

/** What the pharmacy owes Keystone on terms now (orders not yet invoiced, open invoices), as checkout counts it. */
async function outstandingCents(): Promise<number> {
  const [row] = await t.sql<{ cents: number }[]>`
    select (coalesce((select sum(total_cents) from orders
      where pharmacy_account_id = ${PHARMACY.id} and supplier_account_id = ${SUPPLIER_ID}
        and payment_method = 'pay_offline' and status not in ('cancelled', 'invoiced', 'paid', 'overdue')), 0)
      + coalesce((select sum(amount_cents - paid_cents) from invoices
      where pharmacy_account_id = ${PHARMACY.id} and supplier_account_id = ${SUPPLIER_ID}
        and status in ('open', 'overdue')), 0))::int as cents`;
  return row!.cents;
}

const dollars = centsToDecimal;

async function setCreditLine(cents: number) {
  const customer = await keystoneCustomerOf(t);
  const response = await patchCustomer(t, supplier, customer.id, { credit_allocated: dollars(cents) });
  expect(response.status).toBe(200);
  expect((await keystoneCustomerOf(t)).creditAllocatedCents).toBe(cents);
}

const editOrder = (orderId: string, body: unknown) =>
  t.call('PATCH', `/api/v1/orders/${orderId}`, { as: pharmacy, body });

describe('order edits check the credit line the supplier saved', () => {
  it('an edit raising an order on terms is refused above the edited credit line with nothing changed, and allowed within it', async () => {
    const { order, items } = await placeAndStart(t); // two lines of 2 × $50.00 on terms
    const raise = { items: [{ id: items[0]!.id, quantity: 3 }] }; // one more pack: $50.00 more
    const owed = await outstandingCents();

    await setCreditLine(owed + 5_000 - 1);
    const refused = await editOrder(order.id, raise);
    const problem = (await refused.json()) as Problem;
    expect(refused.status, problem.message).toBe(422);
    expect(problem.message).toBe(
      `This order exceeds your available credit with Keystone Wholesale Drug (${formatCents(4_999)} available). Please pay by card or bank transfer.`,
    );
    expect(await readOrder(t, order.id)).toMatchObject({ totalCents: order.totalCents });
    expect(await outstandingCents()).toBe(owed);

    await setCreditLine(owed + 5_000);
    const allowed = await editOrder(order.id, raise);
    expect(allowed.status, await allowed.clone().text()).toBe(200);
    expect((await readOrder(t, order.id)).totalCents).toBe(order.totalCents + 5_000);
  });
});

describe('checkout checks the credit an approved credit increase request grants', () => {
  const api = () => requestsClient(t);

  /** The pharmacy asks Keystone for `cents` of credit and Keystone approves it. */
  async function grantByRequest(cents: number) {
    const asked = await api().ask(pharmacy, {
      kind: 'credit_increase',
      credit_increase: true,
      credit_allocated: dollars(cents),
    });
    expect(asked.status).toBe(201);
    const { request } = (await asked.json()) as AnswerJson;
    const approved = await api().decide(supplier, 'credit_increase', request.id, 'approve', {
      credit_increase: true,
    });
    expect(approved.status).toBe(200);
    expect((await keystoneCustomerOf(t)).creditAllocatedCents).toBe(cents);
  }

  it('allows an order up to the new credit and refuses one above it with nothing changed', async () => {
    const { listing } = await createListing(t, { priceCents: 5_000, stock: 50 });
    await addToCart(t, PHARMACY.id, listing, 3);
    const orderCents = 3 * 5_000 + 1_500; // three packs and Keystone's ground shipping, on terms
    const owed = await outstandingCents();
    await setCreditLine(10_000); // the line before the request: too small for the order

    await grantByRequest(owed + orderCents - 1);
    const refused = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    const problem = (await refused.json()) as Problem;
    expect(refused.status, problem.message).toBe(422);
    expect(problem.message).toContain('exceeds your available credit with Keystone Wholesale Drug ($164.99');
    expect(await countOrdersOf(t, listing.id)).toBe(0);
    expect(await stockOf(t, listing.id)).toBe(50);

    await grantByRequest(owed + orderCents);
    const placed = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await countOrdersOf(t, listing.id)).toBe(1);
    expect(await outstandingCents()).toBe(owed + orderCents);
  });
});
