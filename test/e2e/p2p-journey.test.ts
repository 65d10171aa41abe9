/**
 * Issue 13 "Done when", as one journey in Chromium through the running product: the demo seller
 * (Riverside Drug) lists a product with proof, pedigree and two images; a pharmacy finds it with
 * p2p_only and the rph2rph autosuggest, goes through the first-order modals and buys with a reason
 * code (the checkout starts `p2p-order:<id>`); the seller confirms the lot, prints the sandbox label
 * and ships; the sandbox carrier delivers; the pharmacy confirms receipt, downloads the T3 PDF and
 * rates the seller; the seller's payout is released and, having traded, it sends the pharmacy a
 * bundle offer. A listing without proof is not buyable.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import {
  bundleOffers,
  dscsaTransactionRecords,
  listings,
  orders,
  p2pPayouts,
  sellerRatings,
} from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct } from '../harness/catalog-fixtures.ts';
import { createOwnPharmacy } from '../harness/own-pharmacy.ts';
import { approveSeller } from '../harness/p2p-seller.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';
import { callApi, fillBundleOffer } from './offers-journey-steps.ts';
import {
  acknowledgeFirstP2pOrder,
  confirmLotsAndCreateLabel,
  listWithProofAndImages,
  placeWithReason,
  receiveDownloadAndRate,
} from './p2p-steps.ts';

const RIVERSIDE = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;
const NAME = `Journeyzolam ${randomUUID().slice(0, 6)}`;
const LOT = `JRN-${randomUUID().slice(0, 6).toUpperCase()}`;

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  await approveSeller(database.db, { accountId: RIVERSIDE.id, userId: RIVERSIDE.user.id });
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('the p2p trade from listing to payout', () => {
  it('lists, finds, buys with a reason code, fulfils, delivers, confirms, downloads the T3, rates and pays out', async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: NAME, isDemo: false });
    // A wholesaler's listing makes the product findable in the seller's product picker.
    await insertListing(db, product.id);
    const buyer = await createOwnPharmacy(db, 'Journey Buyer', { withLocation: true, withCard: true });

    // The seller lists the product with its proof, pedigree and two images.
    const seller = await logIn(browser, baseUrl, 'seller@example.com', '/pharmacy');
    await listWithProofAndImages(seller, {
      search: NAME.slice(0, 10),
      price: '40.00',
      stock: '5',
      lot: LOT,
      expiry: '2028-05-31',
    });
    const [listing] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.productId, product.id), eq(listings.supplierAccountId, RIVERSIDE.id)));
    expect(listing).toMatchObject({ isP2p: true, lot: LOT, stock: 5 });

    // The pharmacy finds it with p2p_only and the rph2rph autosuggest.
    const page = await logIn(browser, baseUrl, buyer.email, '/pharmacy');
    await page.goto(`${baseUrl}/products`);
    await page.getByTestId('p2p-only-switch').click({ force: true });
    await page.waitForURL((url) => url.searchParams.get('p2p_only') === 'true');
    const autosuggest = page.waitForResponse((r) => r.url().includes('/api/v1/products/rph2rph/autosuggest'));
    await page.getByTestId('product-search').fill(NAME.slice(0, 9));
    expect((await autosuggest).status()).toBe(200);
    await page.getByTestId('product-suggestion').filter({ hasText: NAME }).first().click();
    await page.waitForURL((url) => url.pathname === `/products/${product.id}`);
    const row = page.getByTestId('supplier-row').filter({ hasText: RIVERSIDE.name });
    await row.getByTestId('badge-proof').waitFor(EVENTUALLY);
    expect(await row.getByTestId('badge-pedigree').count()).toBe(1);

    // A listing of the same seller without its proof is neither offered nor buyable.
    const proofless = await insertListing(db, product.id, {
      supplierAccountId: RIVERSIDE.id,
      isP2p: true,
      purchasedFrom: 'Keystone Wholesale Drug',
      lot: 'NOPROOF-J',
    });
    const refused = await callApi(page, 'POST', '/api/v1/cart/items', {
      listing_id: proofless.id,
      quantity: 1,
    });
    expect(refused.status).toBe(422);

    // Into the cart, then the p2p checkout with its first-order modals and a reason code.
    await page.getByTestId(`add-qty-${listing!.id}`).fill('2');
    await page.getByTestId(`add-to-cart-${listing!.id}`).click();
    await page.getByTestId('toast-success').last().waitFor(EVENTUALLY);
    await page.goto(`${baseUrl}/pharmacy/cart`);
    const cart = page.getByTestId('supplier-cart').filter({ hasText: RIVERSIDE.name });
    await cart.getByTestId('checkout-button').click();
    await page.waitForURL((url) => url.pathname === `/pharmacy/p2p_checkout/${RIVERSIDE.id}`);
    await acknowledgeFirstP2pOrder(page);
    // Two packs at $40.00 and the seller's default ground shipping ($15.00).
    const orderId = await placeWithReason(page, '$95.00');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ isP2p: true, p2pReasonCode: 'specific_patient_need', totalCents: 9_500 });

    // The seller confirms the lot (the fields start from the listing's lot and expiry, issue 21),
    // prints the sandbox label and ships.
    await seller.getByTestId('nav-p2p-sales').click();
    await seller
      .locator(`[data-testid="p2p-sale-row"][data-id="${orderId}"]`)
      .getByTestId('p2p-sale-link')
      .click(EVENTUALLY);
    await seller.waitForURL((url) => url.pathname === `/pharmacy/p2p/sales/${orderId}`);
    await confirmLotsAndCreateLabel(seller, [LOT], { listed: [{ lot: LOT, exp: '05-31-2028' }] });

    // The sandbox carrier delivers (the test processes' carrier scans every 2 s).
    const statusOf = async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
    await expect.poll(statusOf, { timeout: 90_000, interval: 1_000 }).toBe('delivered');

    // The pharmacy confirms receipt, downloads the T3 PDF and rates the seller.
    await page.goto(`${baseUrl}/pharmacy/orders/${orderId}`);
    expect(await receiveDownloadAndRate(page)).toMatch(/^t3-\d{11}-v1\.pdf$/);

    // The seller's payout is released: what the buyer paid is the seller's net plus the fee.
    await seller.goto(`${baseUrl}/pharmacy/p2p/payouts`);
    await expect
      .poll(
        () =>
          seller
            .locator(`[data-testid="p2p-payout-row"][data-id="${orderId}"]`)
            .getByTestId('p2p-payout-status')
            .innerText(),
        EVENTUALLY,
      )
      .toMatch(/released/i);
    const [payout] = await db.select().from(p2pPayouts).where(eq(p2pPayouts.orderId, orderId));
    expect(payout).toMatchObject({ status: 'released', grossCents: 9_500 });
    expect(payout!.netCents + payout!.feeCents).toBe(9_500);
    const records = await db
      .select()
      .from(dscsaTransactionRecords)
      .where(eq(dscsaTransactionRecords.orderId, orderId));
    expect(records.map((r) => [r.lot, r.quantity, r.version])).toEqual([[LOT, 2, 1]]);
    const [rating] = await db.select().from(sellerRatings).where(eq(sellerRatings.orderId, orderId));
    expect(rating).toMatchObject({ sellerAccountId: RIVERSIDE.id, message: 'Well packed, quick.' });

    // Having traded, the seller sends the pharmacy a bundle offer of the same listing.
    await seller.goto(`${baseUrl}/pharmacy/inventory`);
    await seller.getByTestId('new-p2p-bundle').click();
    await seller.waitForURL((url) => url.pathname === '/pharmacy/p2p/bundle_offers/new');
    await fillBundleOffer(seller, 'Journey Buyer', [{ name: NAME, price: '38.00', quantity: 1 }]);
    await seller.getByTestId('send-bundle-offer').click();
    await seller.waitForURL((url) => url.pathname === '/pharmacy/offers', EVENTUALLY);
    const bundles = await db.select().from(bundleOffers).where(eq(bundleOffers.buyerAccountId, buyer.id));
    expect(bundles.map((b) => [b.sellerAccountId, b.status])).toEqual([[RIVERSIDE.id, 'pending']]);
    await page.context().close();
    await seller.context().close();
  });
});
