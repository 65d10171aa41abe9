/**
 * The three rule imports take effect (issue 10, "Correctness found on the way"; supplier-side §2
 * Imports, §3 returnable flag, §7 the three *_import POSTs): each test checks the exact value the
 * import stored and the exact value buyers then get, so an import that writes a wrong value, or a
 * rule that nothing reads, fails here.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings, orderItems, supplierProductRules } from '../../../db/schema/index.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import {
  addToCart,
  clearCart,
  offlineBody,
  PHARMACY,
  place,
  type Placed,
} from '../checkout/checkout-helpers.ts';
import { importCsv, startImportWorker } from './imports-helpers.ts';

let t: TestContext;
let stopWorker: () => Promise<void>;
let supplier: Credentials & { kind: 'session' };
let pharmacy: Credentials;
const filesDir = mkdtempSync(join(tmpdir(), 'imports-rules-'));

beforeAll(async () => {
  t = await createTestContext({ taskQueue: `imports-rules-${randomUUID()}`, filesDir });
  stopWorker = (await startImportWorker(t)).stop;
  supplier = await t.login('supplier@example.com');
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(async () => {
  await stopWorker();
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});
beforeEach(() => clearCart(t, PHARMACY.id));

const ruleOf = async (ndc: string, supplierAccountId = SUPPLIER_ID) => {
  const [rule] = await t.db
    .select()
    .from(supplierProductRules)
    .where(
      and(eq(supplierProductRules.supplierAccountId, supplierAccountId), eq(supplierProductRules.ndc, ndc)),
    );
  return rule;
};
const returnableOf = async (listingId: string) =>
  (
    await t.db.select({ returnable: listings.returnable }).from(listings).where(eq(listings.id, listingId))
  )[0]!.returnable;

type PageListing = {
  id: string;
  price_cents: number;
  returnable: boolean;
  special_discount: { discount_bp: number; price_cents: number } | null;
};
const productPage = async (productId: string) =>
  (
    (await (await t.call('GET', `/api/v1/products/${productId}`, { as: pharmacy })).json()) as {
      listings: PageListing[];
    }
  ).listings;

type Line = {
  listing_id: string;
  original_price_cents: number;
  pack_price_cents: number;
  item_total_cents: number;
  special_discount: { discount_bp: number; pack_price_cents: number } | null;
  special_discount_applied: boolean;
  returnable: boolean;
};
const cartLine = async (listingId: string) => {
  const body = (await (await t.call('GET', '/api/v1/cart', { as: pharmacy })).json()) as {
    carts: { lines: Line[] }[];
  };
  return body.carts.flatMap((c) => c.lines).find((l) => l.listing_id === listingId);
};

describe('non-returnable products import (the listing becomes non-returnable)', () => {
  it("stores non_returnable = true and marks the supplier's listings of the NDC non-returnable, and nobody else's", async () => {
    const product = await insertProduct(t.db);
    const other = await insertProduct(t.db);
    const mine = await insertListing(t.db, product.id);
    const mySecond = await insertListing(t.db, product.id);
    const theirs = await insertListing(t.db, product.id, { supplierAccountId: SUPPLIER2_ID });
    const myOther = await insertListing(t.db, other.id);

    const job = await importCsv(
      t,
      supplier,
      '/api/v1/suppliers/non_returnable_products_import',
      `ndc\n${formatNdc(product.ndc)}\n`,
    );

    expect(job).toMatchObject({ status: 'completed', imported_rows: 1, failed_rows: 0 });
    expect(await ruleOf(product.ndc)).toMatchObject({
      nonReturnable: true,
      specialDiscountBp: null,
      shippingMethods: null,
    });
    expect(await returnableOf(mine.id)).toBe(false);
    expect(await returnableOf(mySecond.id)).toBe(false);
    expect(await returnableOf(theirs.id)).toBe(true);
    expect(await returnableOf(myOther.id)).toBe(true);
    // Buyers see it on the product page's supplier comparison and on the cart line.
    const page = Object.fromEntries((await productPage(product.id)).map((l) => [l.id, l.returnable]));
    expect(page).toEqual({ [mine.id]: false, [mySecond.id]: false, [theirs.id]: true });
    await addToCart(t, PHARMACY.id, mine, 1);
    expect((await cartLine(mine.id))?.returnable).toBe(false);
  });

  it('starts a new listing of a non-returnable NDC non-returnable when an inventory import creates it', async () => {
    const product = await insertProduct(t.db, { awpCents: 10_000 });
    const plain = await insertProduct(t.db, { awpCents: 10_000 });
    await importCsv(t, supplier, '/api/v1/suppliers/non_returnable_products_import', `ndc\n${product.ndc}\n`);
    const sku = `NR-${randomUUID().slice(0, 6)}`;
    const csv = `ndc,sku,price,stock\n${product.ndc},${sku},20.00,5\n${plain.ndc},${sku}-P,20.00,5\n`;
    const job = await importCsv(t, supplier, '/api/v1/imports', csv, 'inventory');
    expect(job).toMatchObject({ status: 'completed', imported_rows: 2 });
    const bySku = Object.fromEntries(
      (
        await t.db
          .select({ sku: listings.sku, returnable: listings.returnable })
          .from(listings)
          .where(eq(listings.supplierAccountId, SUPPLIER_ID))
      ).map((l) => [l.sku, l.returnable]),
    );
    expect(bySku[sku]).toBe(false);
    expect(bySku[`${sku}-P`]).toBe(true);
  });
});

describe('special discount products import (the cart and checkout charge the special price)', () => {
  it('stores 12.5 % as 1250 basis points and charges $70.00 for an $80.00 pack in the cart, the checkout page and the placed order', async () => {
    const product = await insertProduct(t.db, { awpCents: 10_000_000, wacCents: 10_000_000 });
    const listing = await insertListing(t.db, product.id, { packPriceCents: 8_000, stock: 50 });

    const job = await importCsv(
      t,
      supplier,
      '/api/v1/suppliers/special_discount_products_import',
      `ndc,discount_percent\n${product.ndc},12.5\n`,
    );

    expect(job).toMatchObject({ status: 'completed', imported_rows: 1, failed_rows: 0 });
    expect(await ruleOf(product.ndc)).toMatchObject({
      nonReturnable: false,
      specialDiscountBp: 1_250,
      shippingMethods: null,
    });
    const [shown] = await productPage(product.id);
    expect(shown).toMatchObject({
      price_cents: 8_000,
      special_discount: { discount_bp: 1_250, price_cents: 7_000 },
    });
    const list = (await (
      await t.call('GET', `/api/v1/products?ndc=${product.ndc}`, { as: pharmacy })
    ).json()) as {
      data: { id: string; best_price_cents: number }[];
    };
    expect(list.data).toEqual([expect.objectContaining({ id: product.id, best_price_cents: 7_000 })]);

    await addToCart(t, PHARMACY.id, listing, 2);
    expect(await cartLine(listing.id)).toMatchObject({
      original_price_cents: 8_000,
      pack_price_cents: 7_000,
      item_total_cents: 14_000,
      special_discount: { discount_bp: 1_250, pack_price_cents: 7_000 },
      special_discount_applied: true,
    });
    const summary = (await (
      await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}`, { as: pharmacy })
    ).json()) as {
      lines: { unit_cents: number; total_cents: number; special_discount_applied: boolean }[];
      subtotal_cents: number;
    };
    expect(summary.lines).toEqual([
      expect.objectContaining({ unit_cents: 7_000, total_cents: 14_000, special_discount_applied: true }),
    ]);
    expect(summary.subtotal_cents).toBe(14_000);

    const placed = await place(t, pharmacy, SUPPLIER_ID, offlineBody());
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as Placed;
    expect(order.item_total_cents).toBe(14_000);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ unitCents: 7_000, originalUnitCents: 8_000, totalCents: 14_000 });
  });

  it("leaves another supplier's listing of the NDC at its own price", async () => {
    const product = await insertProduct(t.db, { awpCents: 10_000_000, wacCents: 10_000_000 });
    const theirs = await insertListing(t.db, product.id, {
      supplierAccountId: SUPPLIER2_ID,
      packPriceCents: 8_000,
    });
    await importCsv(
      t,
      supplier,
      '/api/v1/suppliers/special_discount_products_import',
      `ndc,discount_percent\n${product.ndc},20\n`,
    );
    expect((await ruleOf(product.ndc))?.specialDiscountBp).toBe(2_000);
    await addToCart(t, PHARMACY.id, theirs, 1);
    expect(await cartLine(theirs.id)).toMatchObject({
      pack_price_cents: 8_000,
      special_discount: null,
      special_discount_applied: false,
    });
  });
});

describe('specific shipping rules import (checkout allows only the imported methods)', () => {
  it('stores exactly the imported methods and checkout warns outside them', async () => {
    const product = await insertProduct(t.db, { awpCents: 10_000_000, wacCents: 10_000_000 });
    const listing = await insertListing(t.db, product.id, { packPriceCents: 20_000 });

    const job = await importCsv(
      t,
      supplier,
      '/api/v1/suppliers/specific_shipping_rules_import',
      `ndc,shipping_methods\n${product.ndc},Ground|two_day\n`,
    );

    expect(job).toMatchObject({ status: 'completed', imported_rows: 1, failed_rows: 0 });
    expect(await ruleOf(product.ndc)).toMatchObject({
      nonReturnable: false,
      specialDiscountBp: null,
      shippingMethods: ['ground', 'two_day'],
    });
    await addToCart(t, PHARMACY.id, listing, 1);
    type Shipping = { shipping: { allowed_methods: string[] | null; warning: string | null } };
    const at = async (method: string) =>
      (
        (await (
          await t.call('GET', `/api/v1/checkout/${SUPPLIER_ID}?shipping_method=${method}`, { as: pharmacy })
        ).json()) as Shipping
      ).shipping;
    expect(await at('overnight')).toEqual(
      expect.objectContaining({
        allowed_methods: ['ground', 'two_day'],
        warning:
          'The selected shipping method is not allowed for all items in this order. Allowed: Ground, Two Day.',
      }),
    );
    expect((await at('two_day')).warning).toBeNull();
  });

  it('keeps the other imports’ columns when a second rule import names the same NDC', async () => {
    const product = await insertProduct(t.db);
    const path = '/api/v1/suppliers';
    await importCsv(t, supplier, `${path}/non_returnable_products_import`, `ndc\n${product.ndc}\n`);
    await importCsv(
      t,
      supplier,
      `${path}/special_discount_products_import`,
      `ndc,discount_percent\n${product.ndc},7.25\n`,
    );
    await importCsv(
      t,
      supplier,
      `${path}/specific_shipping_rules_import`,
      `ndc,shipping_methods\n${product.ndc},overnight\n`,
    );
    expect(await ruleOf(product.ndc)).toMatchObject({
      nonReturnable: true,
      specialDiscountBp: 725,
      shippingMethods: ['overnight'],
    });
  });
});
