/**
 * GET /api/v1/offers (pharmacy-side §2 offers pages, §3 Offer: individual and bundle rows together
 * with the bundle flag 0 or 1; §4 Offers): each side's sent and received boxes, newest first, paged,
 * scoped to the caller's account, with the actions the caller may take now.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import {
  insertBundleOffer,
  insertOffer,
  OTHER_PHARMACY,
  PHARMACY,
  SUPPLIER2_ID,
} from './offers-list-fixtures.ts';

type Row = {
  bundle: 0 | 1;
  id: string;
  number: number;
  status: string;
  counterparty: { name: string };
  product: { name: string; ndc: string } | null;
  variant_count: number | null;
  variant_names: string[] | null;
  price_cents: number;
  quantity: number;
  counter_price_cents: number | null;
  actions: string[];
};
type Page = { data: Row[]; total: number; page: number; per_page: number; box: string };

let t: TestContext;
let pharmacy: Credentials;
let supplier: Credentials;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

async function list(as: Credentials, query: string): Promise<Page> {
  const response = await t.call('GET', `/api/v1/offers?${query}`, { as });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `offers-list-${randomUUID()}` });
  pharmacy = await t.login('pharmacy@example.com');
  supplier = await t.login('supplier@example.com');
});
afterAll(() => t.close());

describe('GET /api/v1/offers', () => {
  let own: Awaited<ReturnType<typeof insertOffer>>;
  let bundle: Awaited<ReturnType<typeof insertBundleOffer>>;
  let foreignOffer: Awaited<ReturnType<typeof insertOffer>>;
  let otherSupplierOffer: Awaited<ReturnType<typeof insertOffer>>;

  beforeAll(async () => {
    own = await insertOffer(t, { productName: 'Lisinopril Own', createdAt: minutesAgo(30) });
    bundle = await insertBundleOffer(t, {
      createdAt: minutesAgo(20),
      variants: [
        { priceCents: 1_000, quantity: 2, counterPriceCents: 900 },
        { priceCents: 2_500, quantity: 1 },
      ],
    });
    foreignOffer = await insertOffer(t, { buyer: OTHER_PHARMACY, createdAt: minutesAgo(10) });
    otherSupplierOffer = await insertOffer(t, { sellerId: SUPPLIER2_ID, createdAt: minutesAgo(5) });
  });

  it("lists a pharmacy's own offers as sent and bundle offers to it as received (§4 Offers)", async () => {
    const sent = await list(pharmacy, 'box=sent');
    const ids = sent.data.map((r) => r.id);
    expect(ids).toContain(own.offer.id);
    expect(ids).toContain(otherSupplierOffer.offer.id);
    expect(ids).not.toContain(foreignOffer.offer.id);
    expect(sent.data.every((r) => r.bundle === 0)).toBe(true);
    // Newest first.
    expect(ids.indexOf(otherSupplierOffer.offer.id)).toBeLessThan(ids.indexOf(own.offer.id));
    const row = sent.data.find((r) => r.id === own.offer.id)!;
    expect(row).toMatchObject({
      number: own.offer.number,
      status: 'pending',
      counterparty: { name: 'Keystone Wholesale Drug' },
      product: { name: 'Lisinopril Own', ndc: own.product.ndc },
      price_cents: 4_000,
      quantity: 3,
      actions: ['cancel'],
    });

    const received = await list(pharmacy, 'box=received');
    expect(received.data.map((r) => r.id)).toEqual([bundle.bundle.id]);
    expect(received.data[0]).toMatchObject({
      bundle: 1,
      variant_count: 2,
      variant_names: ['Bundle Fixture 1', 'Bundle Fixture 2'],
      price_cents: 4_500,
      quantity: 3,
      counter_price_cents: 1_800,
      actions: ['respond', 'accept', 'decline', 'counter'],
    });
  });

  it('lists offers on its listings as received and its bundle offers as sent for a supplier (§4 Offers)', async () => {
    const received = await list(supplier, 'box=received');
    const ids = received.data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([own.offer.id, foreignOffer.offer.id]));
    expect(ids).not.toContain(otherSupplierOffer.offer.id);
    expect(received.data.find((r) => r.id === own.offer.id)).toMatchObject({
      counterparty: { name: PHARMACY.name },
      actions: ['respond', 'accept', 'decline', 'counter'],
    });
    const sent = await list(supplier, 'box=sent');
    expect(sent.data.map((r) => r.id)).toEqual([bundle.bundle.id]);
    expect(sent.data[0]).toMatchObject({
      bundle: 1,
      counterparty: { name: PHARMACY.name },
      actions: ['cancel'],
    });
  });

  it('offers no action on an open offer whose expiry has passed (§4: expired when nobody answers in time)', async () => {
    const late = await insertOffer(t, { expiresAt: minutesAgo(1) });
    const received = await list(supplier, 'box=received&status=pending');
    expect(received.data.find((r) => r.id === late.offer.id)?.actions).toEqual([]);
  });

  it('offers answer_counter to the initiator and decide_cancellation to the seller (§4 Offers)', async () => {
    const countered = await insertOffer(t, {
      status: 'countered',
      counter: { priceCents: 3_500, quantity: 2 },
    });
    const requested = await insertOffer(t, { status: 'cancellation_requested' });
    const sent = await list(pharmacy, 'box=sent&per_page=50');
    expect(sent.data.find((r) => r.id === countered.offer.id)?.actions).toEqual(['answer_counter', 'cancel']);
    const received = await list(supplier, 'box=received&per_page=50');
    expect(received.data.find((r) => r.id === requested.offer.id)?.actions).toEqual(['decide_cancellation']);
  });

  it('filters by status', async () => {
    const declined = await insertOffer(t, { status: 'declined' });
    const page = await list(pharmacy, 'box=sent&status=declined');
    expect(page.data.map((r) => r.id)).toEqual([declined.offer.id]);
    expect(page.data[0]!.actions).toEqual([]);
  });

  it('pages individual and bundle rows together, newest first, with one total (§2, §3 bundle flag)', async () => {
    const riverside = await t.login('seller@example.com');
    // Riverside Drug receives bundle offers and (as a p2p seller) offers on its own listing.
    const expected: { id: string; at: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const { bundle } = await insertBundleOffer(t, {
        buyer: OTHER_PHARMACY,
        createdAt: minutesAgo(50 + 2 * i),
      });
      expected.push({ id: bundle.id, at: 50 + 2 * i });
    }
    for (let i = 0; i < 7; i++) {
      const { offer } = await insertOffer(t, {
        sellerId: OTHER_PHARMACY.id,
        createdAt: minutesAgo(51 + 2 * i),
      });
      expected.push({ id: offer.id, at: 51 + 2 * i });
    }
    const newestFirst = expected.sort((a, b) => a.at - b.at).map((e) => e.id);
    const first = await list(riverside, 'box=received&per_page=10&page=1');
    const second = await list(riverside, 'box=received&per_page=10&page=2');
    expect(first.total).toBe(12);
    expect(first.data.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    expect(second.data.map((r) => r.id)).toEqual(newestFirst.slice(10));
    expect(new Set(first.data.map((r) => r.bundle))).toEqual(new Set([0, 1]));
  });

  it('answers 403 to support and 400 to an unknown box (§6)', async () => {
    const support = await t.login('support@example.com');
    expect((await t.call('GET', '/api/v1/offers?box=sent', { as: support })).status).toBe(403);
    const bad = await t.call('GET', '/api/v1/offers?box=archived', { as: pharmacy });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^box:/);
  });
});
