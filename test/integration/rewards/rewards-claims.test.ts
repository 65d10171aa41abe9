/**
 * Claiming rewards (issue 23; pharmacy-side §7 POST /api/v1/reward/{id}/claim and /reward/claim_cash):
 * a claim is applied once even when sent twice at the same moment, a cash claim is a statement
 * credit on the next invoice, and the page's history filters by prize type and by year (the
 * pharmacy's calendar year, in its time zone).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOrder } from '../../../activities/orders/invoice-order.ts';
import { accounts, invoices, rewardCreditApplications } from '../../../db/schema/index.ts';
import { REWARD_PRIZES } from '../../../db/seed/reward-prizes.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createOwnPharmacy } from '../../harness/own-pharmacy.ts';
import { insertOrder, PHARMACY } from '../orders/orders-pharmacy-fixtures.ts';
import { balanceOf, grantPoints } from './rewards-fixtures.ts';

let t: TestContext;

const MAT = REWARD_PRIZES.find((p) => p.name === 'Pharmacy counter mat')!;
const TRAYS = REWARD_PRIZES.find((p) => p.name === 'Pill counting tray set')!;
const GIFT = REWARD_PRIZES.find((p) => p.name === '$25 gift card')!;

/** A pharmacy of the test's own with `points`, logged in as its admin. */
async function pharmacyWith(points: number, name = 'Rewards Pharmacy') {
  const own = await createOwnPharmacy(t.db, name);
  if (points > 0) await grantPoints(t.db, own.id, points);
  return { id: own.id, as: await t.login(own.email) };
}

const claim = async (as: Credentials, path: string) => {
  const response = await t.call('POST', `/api/v1${path}`, { as });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

type Page = { history: { data: { prize_type: string | null; occurred_at: string }[]; total: number } };
const page = async (as: Credentials, query: string) =>
  (await (await t.call('GET', `/api/v1/pharmacy/rewards${query}`, { as })).json()) as Page &
    Record<string, unknown>;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('POST /api/v1/reward/{id}/claim', () => {
  it('spends the prize’s points and answers the balance left', async () => {
    const { id, as } = await pharmacyWith(1_000);
    const claimed = await claim(as, `/reward/${TRAYS.id}/claim`);
    expect(claimed).toMatchObject({
      status: 200,
      body: {
        latest_reward_point: 200,
        claimed_points: 800,
        message: 'Your Pill counting tray set is on its way.',
      },
    });
    expect(await balanceOf(t.db, id)).toBe(200);
  });

  it('applies one of two claims sent at the same moment when the points cover one (race claim)', async () => {
    const { id, as } = await pharmacyWith(MAT.pointsCost + 100);
    const results = await Promise.all([
      claim(as, `/reward/${MAT.id}/claim`),
      claim(as, `/reward/${MAT.id}/claim`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body).toMatchObject({
      code: 'REWARD_POINTS_INSUFFICIENT',
      errors: { id: ['This needs 1,200 points; you have 100.'] },
    });
    expect(await balanceOf(t.db, id)).toBe(100);
  });

  it('never lets concurrent cash and prize claims take the balance below zero (race claim)', async () => {
    const { id, as } = await pharmacyWith(2_600);
    const results = await Promise.all([
      claim(as, `/reward/${GIFT.id}/claim`),
      claim(as, '/reward/claim_cash?points=2000'),
      claim(as, '/reward/claim_cash?points=600'),
      claim(as, `/reward/${MAT.id}/claim`),
    ]);
    expect(await balanceOf(t.db, id)).toBeGreaterThanOrEqual(0);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
  });

  it('answers 404 for a prize that does not exist', async () => {
    const { as } = await pharmacyWith(5_000);
    const answer = await claim(as, '/reward/00000000-0000-4000-8000-000000000000/claim');
    expect(answer.status).toBe(404);
  });

  it('refuses a member of the account with 403 and leaves the points', async () => {
    const member = await t.login('pharmacy.member@example.com');
    const before = await balanceOf(t.db, PHARMACY.id);
    expect((await claim(member, `/reward/${TRAYS.id}/claim`)).status).toBe(403);
    expect(await balanceOf(t.db, PHARMACY.id)).toBe(before);
  });
});

describe('POST /api/v1/reward/claim_cash', () => {
  it('refuses fewer points than the minimum', async () => {
    const { as } = await pharmacyWith(499);
    const answer = await claim(as, '/reward/claim_cash');
    expect(answer).toMatchObject({
      status: 422,
      body: { errors: { points: ['A cash claim needs at least 500 points.'] } },
    });
  });

  it('becomes a credit that lowers the pharmacy’s next invoice once (cash claim lowers next invoice)', async () => {
    const admin = await t.login('pharmacy@example.com');
    await grantPoints(t.db, PHARMACY.id, 700);
    const before = await balanceOf(t.db, PHARMACY.id);
    const cash = await claim(admin, '/reward/claim_cash?points=700');
    expect(cash).toMatchObject({
      status: 200,
      body: { credit_cents: 700, message: '$7.00 will be credited on your next invoice.' },
    });
    expect(await balanceOf(t.db, PHARMACY.id)).toBe(before - 700);
    expect((await page(admin, '')).credit_pending_cents).toBe(700);

    const first = await insertOrder(t.db, { overrides: { status: 'delivered' } });
    const invoiced = await invoiceOrder(t.db, first.id, new Date());
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiced.invoiceId));
    expect(invoice).toMatchObject({ amountCents: first.totalCents, paidCents: 700, status: 'open' });
    // A retried invoice step and the next invoice take nothing more.
    await invoiceOrder(t.db, first.id, new Date());
    const second = await insertOrder(t.db, { overrides: { status: 'delivered' } });
    const next = await invoiceOrder(t.db, second.id, new Date());
    const [nextInvoice] = await t.db.select().from(invoices).where(eq(invoices.id, next.invoiceId));
    expect(nextInvoice!.paidCents).toBe(0);
    const applied = await t.db
      .select()
      .from(rewardCreditApplications)
      .where(eq(rewardCreditApplications.invoiceId, invoiced.invoiceId));
    expect(applied).toMatchObject([{ amountCents: 700 }]);
    expect((await page(admin, '')).credit_pending_cents).toBe(0);
  });
});

describe('GET /api/v1/pharmacy/rewards filters', () => {
  it('filters the history by year and by prize type (filter by year/type)', async () => {
    const { id, as } = await pharmacyWith(0, 'Filter Pharmacy');
    await grantPoints(t.db, id, 3_000, new Date('2025-06-01T12:00:00Z'));
    await grantPoints(t.db, id, 2_000, new Date());
    expect((await claim(as, `/reward/${TRAYS.id}/claim`)).status).toBe(200);
    expect((await claim(as, '/reward/claim_cash?points=500')).status).toBe(200);
    const all = await page(as, '');
    expect(all.history.total).toBe(4);
    expect(all.years).toEqual([new Date().getUTCFullYear(), 2025]);
    const of2025 = await page(as, '?year=2025');
    expect(of2025.history.total).toBe(1);
    expect(of2025.history.data[0]!.occurred_at.startsWith('2025-06-01')).toBe(true);
    expect((await page(as, '?prize_type=merchandise')).history.data.map((e) => e.prize_type)).toEqual([
      'merchandise',
    ]);
    expect((await page(as, '?prize_type=cash')).history.data.map((e) => e.prize_type)).toEqual(['cash']);
    expect((await page(as, '?prize_type=gift_card')).history.total).toBe(0);
    const paged = await page(as, '?per_page=10&page=2');
    expect(paged.history.data).toHaveLength(0);
  });

  it('files an entry at 23:30 local on Dec 31 under that year in the pharmacy’s time zone, not UTC’s', async () => {
    const { id, as } = await pharmacyWith(0, 'New Year Pharmacy');
    await t.db.update(accounts).set({ timeZone: 'America/Chicago' }).where(eq(accounts.id, id));
    // 23:30 on Dec 31, 2024 in Chicago (CST, UTC-6) is already 2025 in UTC.
    await grantPoints(t.db, id, 1_000, new Date('2025-01-01T05:30:00Z'));
    const all = await page(as, '');
    expect(all.years).toEqual([2024]);
    expect((await page(as, '?year=2024')).history.total).toBe(1);
    expect((await page(as, '?year=2025')).history.total).toBe(0);
  });

  it('answers 400 naming the field for a bad prize type', async () => {
    const { as } = await pharmacyWith(0, 'Bad Filter Pharmacy');
    const response = await t.call('GET', '/api/v1/pharmacy/rewards?prize_type=yacht', { as });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('prize_type');
  });

  it('never reads or spends another account’s points, and a supplier gets 403 (other account)', async () => {
    const other = await pharmacyWith(4_321, 'Other Pharmacy');
    const mine = await pharmacyWith(0, 'Mine Pharmacy');
    const seen = await page(mine.as, '');
    expect(seen).toMatchObject({ latest_reward_point: 0, history: { total: 0 } });
    expect((await claim(mine.as, `/reward/${GIFT.id}/claim`)).status).toBe(422);
    expect(await balanceOf(t.db, other.id)).toBe(4_321);
    const supplier = await t.login('supplier@example.com');
    expect((await t.call('GET', '/api/v1/pharmacy/rewards', { as: supplier })).status).toBe(403);
  });
});
