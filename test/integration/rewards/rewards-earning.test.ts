/**
 * Earning rewards points (issue 23 "Rewards"; docs/decisions.md "Rewards points"): one point per
 * whole dollar of an invoice paid on or before its due date, awarded once, taken back when the
 * payment is returned; tiers by the points of the trailing twelve months.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../../../activities/orders/collect-invoice.ts';
import { awardInvoicePoints, reverseInvoicePoints } from '../../../activities/rewards/invoice-points.ts';
import { invoices } from '../../../db/schema/index.ts';
import { DEMO_CARD_ID } from '../../../db/seed/buying.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createOwnPharmacy } from '../../harness/own-pharmacy.ts';
import { insertInvoicedOrder, PHARMACY } from '../orders/orders-pharmacy-fixtures.ts';
import { balanceOf, dayFromToday, entriesOfInvoice, grantPoints } from './rewards-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;

const payByCard = (invoiceId: string) =>
  t.call('POST', `/api/v1/invoices/${invoiceId}/pay`, {
    as: pharmacy,
    body: { payment_method: 'card', payment_card_id: DEMO_CARD_ID },
    headers: { 'Idempotency-Key': randomUUID() },
  });

const rewardsPage = async (as: Credentials, query = '') => {
  const response = await t.call('GET', `/api/v1/pharmacy/rewards${query}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown> & {
    history: { data: Record<string, unknown>[] };
  };
};

beforeAll(async () => {
  t = await createTestContext();
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

describe('earning points on invoices', () => {
  it('earns one point per whole dollar when the invoice is paid on time (earn on time)', async () => {
    const before = await balanceOf(t.db, PHARMACY.id);
    const { invoice } = await insertInvoicedOrder(t.db, {
      totalCents: 12_399,
      invoice: { dueOn: dayFromToday(10) },
    });
    expect((await payByCard(invoice.id)).status).toBe(200);
    const entries = await entriesOfInvoice(t.db, invoice.id);
    expect(entries).toMatchObject([{ kind: 'earned', points: 123, accountId: PHARMACY.id }]);
    const page = await rewardsPage(pharmacy);
    expect(page.latest_reward_point).toBe(before + 123);
    expect(page.history.data[0]).toMatchObject({ kind: 'earned', points: 123, invoice_id: invoice.id });
  });

  it('earns nothing when the invoice is paid after its due date (none when late)', async () => {
    const before = await balanceOf(t.db, PHARMACY.id);
    const { invoice } = await insertInvoicedOrder(t.db, { invoice: { dueOn: dayFromToday(-3) } });
    expect((await payByCard(invoice.id)).status).toBe(200);
    expect(await entriesOfInvoice(t.db, invoice.id)).toHaveLength(0);
    expect(await balanceOf(t.db, PHARMACY.id)).toBe(before);
  });

  it('awards an invoice once however often its paid step runs (idempotent award)', async () => {
    const { order, invoice } = await insertInvoicedOrder(t.db, {
      totalCents: 5_000,
      invoice: { dueOn: dayFromToday(5) },
    });
    // The order workflow's paid step, retried, and the pay route's award on the same invoice.
    await markOrderPaid(t.db, order.id, new Date());
    await markOrderPaid(t.db, order.id, new Date());
    await Promise.all([
      t.db.transaction((tx) => awardInvoicePoints(tx, invoice.id)),
      t.db.transaction((tx) => awardInvoicePoints(tx, invoice.id)),
    ]);
    expect(await entriesOfInvoice(t.db, invoice.id)).toMatchObject([{ kind: 'earned', points: 50 }]);
  });

  it('takes the points back when the payment is returned, and earns again when paid again (reversal)', async () => {
    const { invoice } = await insertInvoicedOrder(t.db, {
      totalCents: 30_000,
      invoice: { dueOn: dayFromToday(7) },
    });
    expect((await payByCard(invoice.id)).status).toBe(200);
    const before = await balanceOf(t.db, PHARMACY.id);
    // The bank transfer's return path: the invoice goes back to unpaid and its points are reversed.
    await t.db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ status: 'open', paidCents: 0, paidAt: null })
        .where(eq(invoices.id, invoice.id));
      await reverseInvoicePoints(tx, invoice.id, new Date());
      await reverseInvoicePoints(tx, invoice.id, new Date());
    });
    expect(await balanceOf(t.db, PHARMACY.id)).toBe(before - 300);
    expect((await entriesOfInvoice(t.db, invoice.id)).map((e) => e.points).sort()).toEqual([-300, 300]);
    expect((await payByCard(invoice.id)).status).toBe(200);
    expect(await balanceOf(t.db, PHARMACY.id)).toBe(before);
    expect(await entriesOfInvoice(t.db, invoice.id)).toHaveLength(3);
  });
});

describe('tiers', () => {
  it('places the pharmacy by the points earned in the trailing twelve months (tiers by trailing 12 months)', async () => {
    const own = await createOwnPharmacy(t.db, 'Tier Pharmacy');
    const caller = await t.login(own.email);
    await grantPoints(t.db, own.id, 20_000, new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    await grantPoints(t.db, own.id, 1_800, new Date(Date.now() - 30 * 24 * 60 * 60 * 1000));
    const page = await rewardsPage(caller);
    expect(page).toMatchObject({
      latest_reward_point: 21_800,
      trailing_twelve_months_points: 1_800,
      current_tier: 'Silver',
      next_tier: 'Gold',
      message: 'You are a Silver member. Earn 3,200 more points in the next 12 months to reach Gold.',
    });
  });
});

describe('the ledger', () => {
  it('is append-only for the application role', async () => {
    const own = await createOwnPharmacy(t.db, 'Ledger Pharmacy');
    await grantPoints(t.db, own.id, 10);
    await expect(
      t.sql`update reward_ledger set points = 1000000 where account_id = ${own.id}`,
    ).rejects.toThrow(/permission denied/);
    await expect(t.sql`delete from reward_ledger where account_id = ${own.id}`).rejects.toThrow(
      /permission denied/,
    );
    const owner = postgres(t.env.databaseOwnerUrl, { max: 1 });
    try {
      const [row] = await owner`select count(*)::int as n from reward_ledger where account_id = ${own.id}`;
      expect(row!.n).toBe(1);
    } finally {
      await owner.end();
    }
  });
});
