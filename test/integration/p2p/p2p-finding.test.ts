/**
 * Finding and carting p2p stock (issue 13; supplier-side §2 p2p_only, pharmacy-side §7 rph2rph
 * autosuggest, §5 p2p max quantity): only buyable p2p listings (proof of purchase and pedigree on
 * file, seller in good standing) are found or bought, and p2p buying needs no customer relationship.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../services/cart/cart-rules.ts';
import { cartItems, pharmacyLicences } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { createListing } from '../checkout/checkout-helpers.ts';
import { insertP2pListing, makeP2pSeller, P2P_BUYER, P2P_SELLER } from './p2p-buying-fixtures.ts';

let t: TestContext;
let buyer: Credentials;
let seller: Credentials;

type Page = { total: number; data: { id: string; name: string; p2p_seller_count: number }[] };
type Suggestions = { data: { id: string; name: string }[] };
type Problem = {
  message: string;
  errors?: Record<string, string[]>;
  reason?: string;
  previous_quantity?: number;
};

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `p2p-finding-${crypto.randomUUID()}` });
  await makeP2pSeller(t.db);
  [buyer, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, P2P_BUYER.id));
});

const get = async <T>(path: string, as = buyer) => {
  const response = await t.call('GET', path, { as });
  return { status: response.status, body: (await response.json()) as T };
};
const addToCart = (listingId: string, quantity: number, as = buyer) =>
  t.call('POST', '/api/v1/cart/items', { as, body: { listing_id: listingId, quantity } });

describe('p2p_only finds buyable p2p listings only', () => {
  it('lists a p2p product beside wholesalers when p2p_only is off, and only p2p products when it is on', async () => {
    const { product } = await insertP2pListing(t.db, { name: 'Quorravine Findable' });
    const wholesale = await createListing(t, { name: 'Quorravine Wholesale' });
    const all = await get<Page>('/api/v1/products?keywords=quorravine');
    expect(all.body.data.map((r) => r.id).sort()).toEqual([product.id, wholesale.product.id].sort());
    expect(all.body.data.find((r) => r.id === product.id)?.p2p_seller_count).toBe(1);
    const p2p = await get<Page>('/api/v1/products?keywords=quorravine&p2p_only=1');
    expect(p2p.body).toMatchObject({ total: 1, data: [{ id: product.id }] });
  });

  it('hides a listing without proof of purchase or pedigree or purchased_from from every search', async () => {
    await insertP2pListing(t.db, { name: 'Vexaproof Missing', proof: false });
    await insertP2pListing(t.db, { name: 'Vexaproof Nopedigree', pedigree: false });
    await insertP2pListing(t.db, { name: 'Vexaproof Nosource', purchasedFrom: '  ' });
    expect((await get<Page>('/api/v1/products?keywords=vexaproof&p2p_only=1')).body.total).toBe(0);
    expect((await get<Page>('/api/v1/products?keywords=vexaproof')).body.total).toBe(0);
    expect(
      (await get<Suggestions>('/api/v1/products/rph2rph/autosuggest?keyword=vexaproof')).body.data,
    ).toEqual([]);
    expect((await get<Suggestions>('/api/v1/products/search?input=vexaproof')).body.data).toEqual([]);
  });

  it('hides the listings of a seller on licence hold and shows them again when the hold ends', async () => {
    const { product } = await insertP2pListing(t.db, { name: 'Heldoxin Seller' });
    const [licence] = await t.db
      .insert(pharmacyLicences)
      .values({
        accountId: P2P_SELLER.id,
        kind: 'state',
        number: `HOLD-${Date.now()}`,
        expiresOn: '2020-01-31',
      })
      .returning();
    try {
      expect((await get<Page>('/api/v1/products?keywords=heldoxin&p2p_only=1')).body.total).toBe(0);
      const page = await get<{ listings: unknown[] }>(`/api/v1/products/${product.id}`);
      expect(page.body.listings).toEqual([]);
    } finally {
      await t.db.delete(pharmacyLicences).where(eq(pharmacyLicences.id, licence!.id));
    }
    expect((await get<Page>('/api/v1/products?keywords=heldoxin&p2p_only=1')).body.total).toBe(1);
  });

  it('shows the p2p seller by pharmacy name and state with rating and proof badges on the product page', async () => {
    const { product, listing } = await insertP2pListing(t.db, { name: 'Badgeline Page' });
    const page = await get<{ listings: Record<string, unknown>[] }>(`/api/v1/products/${product.id}`);
    expect(page.body.listings).toEqual([
      expect.objectContaining({
        id: listing.id,
        supplier_name: 'Riverside Drug',
        p2p: {
          seller_state: 'OR',
          rating_average: null,
          rating_count: 0,
          proof_of_purchase: true,
          pedigree: true,
          p2p_max_qty: 5,
        },
      }),
    ]);
  });
});

describe('the rph2rph autosuggest', () => {
  it('answers 400 naming keyword when fewer than 3 characters are typed', async () => {
    const short = await get<Problem>('/api/v1/products/rph2rph/autosuggest?keyword=qu');
    expect(short.status).toBe(400);
    expect(short.body.errors?.keyword).toBeDefined();
  });

  it('suggests products of buyable p2p listings only when a keyword matches wholesale stock too', async () => {
    const { product } = await insertP2pListing(t.db, { name: 'Suggestamine Peer' });
    await createListing(t, { name: 'Suggestamine Wholesale' });
    const answer = await get<Suggestions>('/api/v1/products/rph2rph/autosuggest?keyword=suggestamine');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((s) => s.id)).toEqual([product.id]);
  });
});

describe('the p2p cart', () => {
  it('needs no customer relationship with the seller when a pharmacy buys p2p', async () => {
    const { listing } = await insertP2pListing(t.db);
    const added = await addToCart(listing.id, 2);
    expect(added.status).toBe(201);
    const carts = await get<{
      carts: { supplier_id: string; is_p2p: boolean; customer_approved: boolean }[];
    }>('/api/v1/cart');
    expect(carts.body.carts.find((c) => c.supplier_id === P2P_SELLER.id)).toMatchObject({
      is_p2p: true,
      customer_approved: true,
    });
  });

  it('refuses above the p2p max quantity with cart.p2p_max_qty_allowed when the value reverts', async () => {
    const { listing } = await insertP2pListing(t.db, { p2pMaxQty: 3 });
    expect((await addToCart(listing.id, 2)).status).toBe(201);
    const over = await addToCart(listing.id, 2);
    expect(over.status).toBe(422);
    const problem = (await over.json()) as Problem;
    expect(problem).toMatchObject({ reason: 'cart.p2p_max_qty_allowed', previous_quantity: 2 });
    expect(problem.message).toBe('Maximum quantity for this pharmacy-to-pharmacy item is 3.');
    const [line] = await t.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.pharmacyAccountId, P2P_BUYER.id), eq(cartItems.listingId, listing.id)));
    expect(line?.quantity).toBe(2);
  });

  it('refuses a listing without proof at add-to-cart with a clear 422 when someone links to it', async () => {
    const { listing, product } = await insertP2pListing(t.db, { proof: false });
    const refused = await addToCart(listing.id, 1);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).message).toBe(CART_MESSAGES.p2pNotBuyable(product.name));
  });

  it('refuses a seller buying its own listing', async () => {
    const { listing } = await insertP2pListing(t.db);
    const refused = await addToCart(listing.id, 1, seller);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).message).toBe(CART_MESSAGES.ownListing);
  });

  it('marks a carted p2p line unavailable when its proof is removed afterwards', async () => {
    const { listing } = await insertP2pListing(t.db, { pedigree: true });
    expect((await addToCart(listing.id, 1)).status).toBe(201);
    await t.sql`update listing_files set removed_at = now() where listing_id = ${listing.id} and kind = 'pedigree'`;
    const carts = await get<{ carts: { lines: { listing_id: string; available: boolean }[] }[] }>(
      '/api/v1/cart',
    );
    const line = carts.body.carts.flatMap((c) => c.lines).find((l) => l.listing_id === listing.id);
    expect(line?.available).toBe(false);
  });
});
