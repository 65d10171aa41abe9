/**
 * Order edits respect money rules (issue 10; a supplier's raise is a proposal: order-edit-proposal.test.ts):
 * raising an order on terms re-checks the credit line under the customer lock; a card
 * order cannot cost more; a bank-transfer order that costs more sends the difference. And a
 * master account's credit line is one line: its sub-accounts buying under its approval share it,
 * and are invoiced on its net terms.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOrder } from '../../../activities/orders/invoice-order.ts';
import { accounts, orders, payments, supplierCustomers, users } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { isoDate } from '../../../domain/dates.ts';
import { invoiceDueDate } from '../../../domain/invoices/net-terms.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { addToCart, createListing, offlineBody, place } from '../checkout/checkout-helpers.ts';
import { openFulfilmentContext, PHARMACY, placeAndStart, readOrder } from './order-fulfilment-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, pharmacy, close } = await openFulfilmentContext('order-edit-money'));
});
afterAll(async () => {
  await close?.();
});

type Problem = { message: string };

async function setCredit(accountId: string, terms: Partial<typeof supplierCustomers.$inferInsert>) {
  await t.db
    .update(supplierCustomers)
    .set(terms)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
        eq(supplierCustomers.pharmacyAccountId, accountId),
      ),
    );
}

const edit = (as: Credentials, orderId: string, body: unknown) =>
  t.call('PATCH', `/api/v1/orders/${orderId}`, { as, body });

describe('order edits respect money rules', () => {
  it('re-checks the credit line when an order on terms costs more (raising cannot step around the limit)', async () => {
    const { order, items } = await placeAndStart(t); // $215.00 on terms
    // Credit for exactly what is outstanding now: any increase exceeds it.
    const [outstanding] = await t.sql<{ cents: number }[]>`
      select coalesce(sum(total_cents), 0)::int as cents from orders
      where pharmacy_account_id = ${PHARMACY.id} and supplier_account_id = ${SUPPLIER_ID}
        and payment_method = 'pay_offline' and status not in ('cancelled', 'invoiced', 'paid', 'overdue')`;
    await setCredit(PHARMACY.id, { creditAllocatedCents: outstanding!.cents });
    try {
      const response = await edit(pharmacy, order.id, {
        items: [{ id: items[0]!.id, quantity: 3 }],
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as Problem).message).toMatch(
        /^This order exceeds your available credit with /,
      );
      expect((await readOrder(t, order.id)).totalCents).toBe(order.totalCents);
    } finally {
      await setCredit(PHARMACY.id, { creditAllocatedCents: 2_500_000 });
    }
  });

  it('refuses an edit that raises a card order (it was charged at placement)', async () => {
    const { order, items } = await placeAndStart(t, { paymentMethod: 'card' });
    const response = await edit(pharmacy, order.id, {
      items: [{ id: items[0]!.id, quantity: 3 }],
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).message).toBe(
      'This order was paid by card when it was placed, so its total cannot go up. Anything more needs a new order.',
    );
  });

  it('sends the difference as another transfer when a bank-transfer order costs more', async () => {
    const { order, items } = await placeAndStart(t, { paymentMethod: 'bank_transfer' });
    const response = await edit(pharmacy, order.id, {
      items: [{ id: items[0]!.id, quantity: 3 }],
    });
    expect(response.status).toBe(200);
    const raised = await readOrder(t, order.id);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual(
      [order.totalCents, raised.totalCents - order.totalCents].sort((a, b) => a - b),
    );
    // Pending until the bank settles (issue 23); the placement's own may have settled already.
    expect(
      rows.every((p) => p.method === 'bank_transfer' && ['pending', 'succeeded'].includes(p.status)),
    ).toBe(true);
  });
});

describe("a master account's credit line is one line", () => {
  let branchA: Credentials;
  let branchB: Credentials;
  let branchAId: string;
  let branchBId: string;

  beforeAll(async () => {
    const ids: string[] = [];
    for (const name of ['A', 'B']) {
      const [branch] = await t.db
        .insert(accounts)
        .values({
          kind: 'pharmacy',
          name: `Main Street Pharmacy - Branch ${name}`,
          masterAccountId: PHARMACY.id,
        })
        .returning();
      await t.db.insert(users).values({
        accountId: branch!.id,
        email: `branch-${name.toLowerCase()}@example.com`,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Bea',
        lastName: name,
      });
      ids.push(branch!.id);
    }
    [branchAId, branchBId] = ids as [string, string];
    branchA = await t.login('branch-a@example.com');
    branchB = await t.login('branch-b@example.com');
  });

  async function branchOrder(as: Credentials, accountId: string, quantity: number) {
    const [location] = await t.sql<{ id: string }[]>`
      insert into locations (account_id, name, address1, city, state_id, zipcode)
      values (${accountId}, 'Branch', '1 Main St', 'Austin', 48, '78701') returning id`;
    const { listing } = await createListing(t, { priceCents: 10_000, stock: 100 });
    await addToCart(t, accountId, listing, quantity);
    return place(t, as, SUPPLIER_ID, offlineBody(location!.id));
  }

  it('counts every sub-account buying under the approval against the one line', async () => {
    // $600 of room on the master's line for the two branches together.
    const [outstanding] = await t.sql<{ cents: number }[]>`
      select coalesce(sum(total_cents), 0)::int as cents from orders
      where pharmacy_account_id = ${PHARMACY.id} and supplier_account_id = ${SUPPLIER_ID}
        and payment_method = 'pay_offline' and status not in ('cancelled', 'invoiced', 'paid', 'overdue')`;
    await setCredit(PHARMACY.id, { creditAllocatedCents: outstanding!.cents + 60_000 });
    try {
      const first = await branchOrder(branchA, branchAId, 4); // $400 + $15 shipping
      expect(first.status).toBe(201);
      const second = await branchOrder(branchB, branchBId, 4);
      expect(second.status).toBe(422);
      expect(((await second.json()) as Problem).message).toMatch(
        /^This order exceeds your available credit with /,
      );
    } finally {
      await setCredit(PHARMACY.id, { creditAllocatedCents: 2_500_000 });
    }
  });

  it("invoices a sub-account's order on the master's net terms", async () => {
    await setCredit(PHARMACY.id, { netDays: 10, invoicesDueOnLastDay: false });
    try {
      const [row] = await t.db.select().from(orders).where(eq(orders.pharmacyAccountId, branchAId));
      await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, row!.id));
      const invoice = await invoiceOrder(t.db, row!.id, new Date());
      expect(invoice.dueOn).toBe(
        invoiceDueDate({
          invoicedOn: isoDate(new Date()),
          netDays: 10,
          invoicesDueOnLastDay: false,
          invoicesDueDay: null,
        }),
      );
    } finally {
      await setCredit(PHARMACY.id, { netDays: 30 });
    }
  });
});
