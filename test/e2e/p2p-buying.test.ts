/**
 * P2P buying in Chromium (issue 13 "Done when"): a buyer turns on p2p_only, finds a pharmacy
 * seller's listing through the rph2rph autosuggest, sees the seller's badges, adds it to its cart,
 * goes through the first-order splash and the terms, laws, fees and FAQ modals (the terms' Next
 * waits for the text to be scrolled), picks a reason code and places the p2p order.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { orders, p2pBuyerAcknowledgements, shippingHolidays } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { createOwnPharmacy } from '../harness/own-pharmacy.ts';
import { insertP2pListing, makeP2pSeller } from '../integration/p2p/p2p-buying-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { acknowledgeFirstP2pOrder, placeWithReason } from './p2p-steps.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let buyer: { id: string; email: string };
let sellerId: string;
let sellerEmail: string;
const NAME = `Peerazine ${randomUUID().slice(0, 4)}`;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  const db = database.db;
  const seller = await createOwnPharmacy(db, 'Peerfixture Seller', { withLocation: true });
  sellerId = seller.id;
  sellerEmail = seller.email;
  await makeP2pSeller(db, sellerId);
  buyer = await createOwnPharmacy(db, 'Peerfixture Buyer', { withLocation: true, withCard: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function logIn(email: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/pharmacy');
  return page;
}

describe('seller shipping settings page', () => {
  it('adds a holiday with the month-and-day picker and saves it as MM-DD', async () => {
    const page = await logIn(sellerEmail);
    await page.goto(`${baseUrl}/pharmacy/settings/seller_shipping`);
    await page.getByTestId('seller-methods').waitFor();
    await page.getByTestId('add-holiday').click();
    const row = page.getByTestId('holiday-row').last();
    await row.getByRole('textbox', { name: 'Holiday' }).fill('Christmas');
    await row.getByRole('combobox', { name: 'Month', exact: true }).click();
    await page.getByRole('option', { name: 'December' }).click();
    await row.getByRole('combobox', { name: 'Day', exact: true }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await page.getByTestId('seller-shipping-save').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Shipping settings saved.' }).waitFor();
    const rows = await database.db
      .select()
      .from(shippingHolidays)
      .where(eq(shippingHolidays.sellerAccountId, sellerId));
    expect(rows.map((h) => [h.name, h.monthDay])).toEqual([['Christmas', '12-25']]);
    await page.context().close();
  });

  it('tells a pharmacy that is not a seller to become one first', async () => {
    const page = await logIn(buyer.email);
    await page.goto(`${baseUrl}/pharmacy/settings/seller_shipping`);
    await page.getByTestId('seller-shipping-not-seller').waitFor();
    await page.context().close();
  });
});

describe('buying p2p stock', () => {
  it('finds a p2p listing with p2p_only and the autosuggest, goes through the first-order modals and places the order with a reason code', async () => {
    const { product, listing } = await insertP2pListing(database.db, {
      sellerId,
      name: NAME,
      priceCents: 3_000,
      p2pMaxQty: 4,
    });
    const page = await logIn(buyer.email);

    // p2p_only on: the list and the header search box answer from p2p listings only.
    await page.goto(`${baseUrl}/products`);
    await page.getByTestId('p2p-only-switch').click({ force: true });
    await page.waitForURL((url) => url.searchParams.get('p2p_only') === 'true');
    const autosuggest = page.waitForResponse((r) => r.url().includes('/api/v1/products/rph2rph/autosuggest'));
    await page.getByTestId('product-search').fill(NAME.slice(0, 9));
    expect((await autosuggest).status()).toBe(200);
    await page.getByTestId('product-suggestion').filter({ hasText: NAME }).first().click();
    await page.waitForURL((url) => url.pathname === `/products/${product.id}`);

    // The seller by pharmacy name and state, with its rating and proof badges.
    const row = page.getByTestId('supplier-row').filter({ hasText: 'Peerfixture Seller' });
    await row.getByTestId('badge-proof').waitFor();
    expect(await row.getByTestId('badge-pedigree').count()).toBe(1);
    expect(await row.getByTestId('p2p-seller-state').innerText()).toBe('TX');
    expect(await row.getByTestId('p2p-seller-rating').innerText()).toBe('No ratings yet');
    await page.getByTestId(`add-qty-${listing.id}`).fill('2');
    await page.getByTestId(`add-to-cart-${listing.id}`).click();
    await page
      .getByTestId('toast-success')
      .filter({ hasText: 'added to your Peerfixture Seller cart' })
      .last()
      .waitFor();

    // The p2p seller's cart goes to the p2p checkout.
    await page.goto(`${baseUrl}/pharmacy/cart`);
    const cart = page.getByTestId('supplier-cart').filter({ hasText: 'Peerfixture Seller' });
    await cart.getByTestId('cart-p2p').waitFor();
    await cart.getByTestId('checkout-button').click();
    await page.waitForURL((url) => url.pathname === `/pharmacy/p2p_checkout/${sellerId}`);

    // The first p2p order: splash, then terms (Next waits for the scroll), laws, fees, FAQ.
    await acknowledgeFirstP2pOrder(page);
    const [ack] = await database.db
      .select()
      .from(p2pBuyerAcknowledgements)
      .where(eq(p2pBuyerAcknowledgements.accountId, buyer.id));
    expect(ack).toBeDefined();

    // Place order waits for the reason code.
    const orderId = await placeWithReason(page, '$75.00');
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      pharmacyAccountId: buyer.id,
      supplierAccountId: sellerId,
      isP2p: true,
      p2pReasonCode: 'specific_patient_need',
      totalCents: 7_500,
    });
    await page.context().close();
  });
});
