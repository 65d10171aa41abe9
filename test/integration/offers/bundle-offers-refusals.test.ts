/**
 * What bundle offers refuse (issue 5: invalid moves are refused with a clear 409/422 and change
 * nothing; only an approved customer can be party to an offer; foreign ids are 404): the wrong
 * party's moves, an acceptance without a chosen variant, a variant of another bundle, a cancel
 * without its memo, other accounts' ids, and bundles of listings the supplier may not offer.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bundleOffers,
  listings as listingsTable,
  offerEvents,
  supplierCustomers,
} from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import { keystoneListings, sendBundle, snapshot } from './bundle-offers-fixtures.ts';
import { PHARMACY, startWorker } from '../orders/order-fulfilment-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let stopWorker: () => Promise<void>;

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `bundle-refusals-${randomUUID()}` });
  stopWorker = (await startWorker(t)).stop;
  supplier = await t.login('supplier@example.com');
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  await stopWorker();
  await t.close();
});

type Problem = { code?: string; message: string; errors?: Record<string, string[]> };

describe('bundle offer moves refused with nothing changed (issue 5: invalid moves are refused)', () => {
  it('refuses the pharmacy answering its own counter with 422 and keeps the counter waiting', async () => {
    const { bundle, variants } = await sendBundle(t, supplier);
    await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'counter', variants: [{ id: variants[0]!.id, price: '35.00' }] },
    });
    const before = await snapshot(t, bundle.id);
    const own = await t.call('PATCH', `/api/v1/bundle_offers/${bundle.id}/counter`, {
      as: pharmacy,
      body: { status: 'accepted' },
    });
    expect(own.status).toBe(422);
    expect(((await own.json()) as Problem).message).toBe(
      'Only the seller can answer the counter offer on this bundle offer.',
    );
    const twice = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'counter', variants: [{ id: variants[0]!.id, price: '30.00' }] },
    });
    expect(twice.status).toBe(409);
    expect(await snapshot(t, bundle.id)).toEqual(before);
    expect(before.row!.status).toBe('countered');
  });

  it('refuses the supplier responding to its own bundle with 422', async () => {
    const { bundle, variants } = await sendBundle(t, supplier);
    const before = await snapshot(t, bundle.id);
    const response = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: supplier,
      body: { response: 'accepted', variants: [{ id: variants[0]!.id, chosen: true }] },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Problem).message).toBe(
      'Only the buyer can respond to this bundle offer.',
    );
    expect(await snapshot(t, bundle.id)).toEqual(before);
  });

  it('refuses an acceptance with no chosen variant, or with a variant of another bundle, naming the field', async () => {
    const { bundle, variants } = await sendBundle(t, supplier);
    const other = await sendBundle(t, supplier);
    const before = await snapshot(t, bundle.id);
    const none = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'accepted', variants: variants.map((v) => ({ id: v.id, chosen: false })) },
    });
    expect(none.status).toBe(422);
    expect(((await none.json()) as Problem).errors).toEqual({ variants: ['Choose at least one variant.'] });
    const foreign = await t.call('POST', `/api/v1/bundle_offers/${bundle.id}/respond`, {
      as: pharmacy,
      body: { response: 'accepted', variants: [{ id: other.variants[0]!.id, chosen: true }] },
    });
    expect(foreign.status).toBe(422);
    expect(((await foreign.json()) as Problem).errors).toEqual({
      'variants.0.id': ['This variant is not part of the bundle offer.'],
    });
    expect(await snapshot(t, bundle.id)).toEqual(before);
  });

  it('refuses a cancel without its memo (bundle with memo) and a cancel by the pharmacy', async () => {
    const { bundle } = await sendBundle(t, supplier);
    const before = await snapshot(t, bundle.id);
    const bare = await t.call('PATCH', `/api/v1/bundle_offers/${bundle.id}/cancel`, {
      as: supplier,
      body: {},
    });
    expect(bare.status).toBe(422);
    expect(((await bare.json()) as Problem).errors).toEqual({ memo: ['Please give a memo.'] });
    const byPharmacy = await t.call('PATCH', `/api/v1/bundle_offers/${bundle.id}/cancel`, {
      as: pharmacy,
      body: { memo: 'x' },
    });
    expect(byPharmacy.status).toBe(422);
    expect(await snapshot(t, bundle.id)).toEqual(before);
  });
});

describe('bundle offers of other accounts (foreign ids are 404)', () => {
  it('answers 404 to another pharmacy and another supplier, for reads and moves alike, and changes nothing', async () => {
    const { bundle, variants } = await sendBundle(t, supplier);
    const before = await snapshot(t, bundle.id);
    const otherPharmacy = await t.login('seller@example.com');
    const otherSupplier = await t.login('supplier2@example.com');
    const path = `/api/v1/bundle_offers/${bundle.id}`;
    const calls: [string, string, Credentials, unknown][] = [
      ['GET', path, otherPharmacy, undefined],
      [
        'POST',
        `${path}/respond`,
        otherPharmacy,
        { response: 'accepted', variants: [{ id: variants[0]!.id, chosen: true }] },
      ],
      ['GET', path, otherSupplier, undefined],
      ['PATCH', `${path}/cancel`, otherSupplier, { memo: 'not mine' }],
      ['PATCH', `${path}/counter`, otherSupplier, { status: 'accepted' }],
      ['PATCH', `/api/v1/bundle_offers/cancellation_request/${bundle.id}/approve`, otherSupplier, {}],
      ['GET', `/api/v1/bundle_offers/${randomUUID()}`, pharmacy, undefined],
    ];
    for (const [method, url, as, body] of calls) {
      const response = await t.call(method, url, { as, ...(body === undefined ? {} : { body }) });
      expect([method, url, response.status]).toEqual([method, url, 404]);
    }
    expect(await snapshot(t, bundle.id)).toEqual(before);
  });
});

describe('GET /api/v1/bundle_offers/new and the area guard (only suppliers create; support has no side)', () => {
  it('offers the supplier its approved customers and active shipping methods, and turns other kinds away with 403', async () => {
    const response = await t.call('GET', '/api/v1/bundle_offers/new', { as: supplier });
    const options = (await response.json()) as {
      customers: { id: string; name: string }[];
      shipping_methods: { service_type: string }[];
    };
    expect(options.customers.map((c) => c.name)).toEqual(['Main Street Pharmacy', 'Riverside Drug']);
    expect(options.shipping_methods.map((m) => m.service_type)).toEqual(['ground', 'two_day', 'overnight']);
    expect((await t.call('GET', '/api/v1/bundle_offers/new', { as: pharmacy })).status).toBe(403);
    const { bundle } = await sendBundle(t, supplier);
    const support = await t.login('support@example.com');
    expect((await t.call('GET', `/api/v1/bundle_offers/${bundle.id}`, { as: support })).status).toBe(403);
  });
});

describe('POST /api/v1/bundle_offers refusals (only approved customers; the supplier own active listings)', () => {
  async function send(as: Credentials, body: Record<string, unknown>) {
    const response = await t.call('POST', '/api/v1/bundle_offers', { as, body });
    return { status: response.status, body: (await response.json()) as Problem };
  }
  const countBundles = async () => (await t.db.select().from(bundleOffers)).length;

  it('refuses a variant of another supplier listing and an inactive listing, naming the variant, and writes nothing', async () => {
    const own = await keystoneListings(t);
    const [foreign] = await keystoneListings(t, SUPPLIER2_ID);
    await t.db.update(listingsTable).set({ active: false }).where(eq(listingsTable.id, own[1]!.id));
    const before = await countBundles();
    const result = await send(supplier, {
      buyer_account_id: PHARMACY.id,
      variants: [
        { listing_id: own[0]!.id, price: '10.00', quantity: 1 },
        { listing_id: own[1]!.id, price: '10.00', quantity: 1 },
        { listing_id: foreign!.id, price: '10.00', quantity: 1 },
      ],
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      'variants.1.listing_id': ['Please choose one of your active listings.'],
      'variants.2.listing_id': ['Please choose one of your active listings.'],
    });
    expect(await countBundles()).toBe(before);
  });

  it('goes only to approved, active pharmacies: a pending or suspended customer row, or a suspended account, is refused (issue 21)', async () => {
    const own = await keystoneListings(t);
    const variant = { listing_id: own[0]!.id, price: '10.00', quantity: 1 };
    const [buyer] = await t.db
      .insert(accounts)
      .values({ kind: 'pharmacy', name: 'Second Customer Drug' })
      .returning();
    const [row] = await t.db
      .insert(supplierCustomers)
      .values({ supplierAccountId: SUPPLIER_ID, pharmacyAccountId: buyer!.id, status: 'approved' })
      .returning();
    const to = () => send(supplier, { buyer_account_id: buyer!.id, variants: [variant] });
    const refused = { buyer_account_id: ['Please choose one of your approved customers.'] };
    const before = await countBundles();
    for (const status of ['pending', 'suspended', 'declined'] as const) {
      await t.db.update(supplierCustomers).set({ status }).where(eq(supplierCustomers.id, row!.id));
      expect((await to()).body.errors, status).toEqual(refused);
    }
    await t.db.update(supplierCustomers).set({ status: 'approved' }).where(eq(supplierCustomers.id, row!.id));
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, buyer!.id));
    expect((await to()).body.errors).toEqual(refused);
    expect(await countBundles()).toBe(before);
    // The same pharmacy, approved and active, is offered one.
    await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, buyer!.id));
    expect((await to()).status).toBe(201);
  });

  it('refuses a pharmacy that is not an approved customer, no variants, a repeated listing and a zero price', async () => {
    const own = await keystoneListings(t);
    const [stranger] = await t.db
      .insert(accounts)
      .values({ kind: 'pharmacy', name: 'Stranger Drug' })
      .returning();
    const variant = { listing_id: own[0]!.id, price: '10.00', quantity: 1 };
    const before = await countBundles();
    expect(
      (await send(supplier, { buyer_account_id: stranger!.id, variants: [variant] })).body.errors,
    ).toEqual({
      buyer_account_id: ['Please choose one of your approved customers.'],
    });
    expect((await send(supplier, { buyer_account_id: PHARMACY.id, variants: [] })).body.errors).toEqual({
      variants: ['Choose at least one variant.'],
    });
    expect(
      (await send(supplier, { buyer_account_id: PHARMACY.id, variants: [variant, variant] })).body.errors,
    ).toEqual({
      'variants.1.listing_id': ['This product is already in the bundle.'],
    });
    expect(
      (await send(supplier, { buyer_account_id: PHARMACY.id, variants: [{ ...variant, price: '0.00' }] }))
        .body.errors,
    ).toEqual({ 'variants.0.price': ['Price must be greater than zero.'] });
    expect(
      (await send(supplier, { buyer_account_id: PHARMACY.id, variants: [variant], price: '1.00' })).status,
    ).toBe(400);
    expect((await send(pharmacy, { buyer_account_id: PHARMACY.id, variants: [variant] })).status).toBe(403);
    expect(await countBundles()).toBe(before);
    expect(
      (await t.db.select().from(offerEvents)).filter(
        (e) => e.bundleOfferId !== null && e.action === 'created',
      ).length,
    ).toBe(before);
  });
});
