/**
 * Carts in Chromium (issue 4 Carts; pharmacy-side §4 Add to cart and Quantity, §5 Quantity and
 * Order minimums): add from the product page with the row's quantity, the mini cart, one card per
 * supplier with its minimum, a refused quantity that reverts, and removal below 1 after confirming.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { QUANTITY_MESSAGES } from '../../domain/cart/quantity-rules.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct, SUPPLIER_ID, SUPPLIER2_ID } from '../harness/catalog-fixtures.ts';
import { createOwnPharmacy } from '../harness/own-pharmacy.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let productId: string;
let keystoneListing: string;
let bluegrassListing: string;
let email: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  const db = database.db;
  // A pharmacy of its own, approved by both demo suppliers, so the demo pharmacy's carts stay as they are.
  email = (await createOwnPharmacy(db, 'Cartfixture Pharmacy')).email;
  const product = await insertProduct(db, { name: 'Cartfixture Losartan' });
  productId = product.id;
  keystoneListing = (await insertListing(db, productId, { packPriceCents: 6_000, stock: 20, maxQty: 5 })).id;
  bluegrassListing = (
    await insertListing(db, productId, { supplierAccountId: SUPPLIER2_ID, packPriceCents: 7_000, stock: 20 })
  ).id;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function logIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/pharmacy');
  return page;
}

async function addFromProductPage(page: Page, listingId: string, quantity: number, supplierName: string) {
  const field = page.getByTestId(`add-qty-${listingId}`);
  await field.fill(String(quantity));
  await page.getByTestId(`add-to-cart-${listingId}`).click();
  await page
    .getByTestId('toast-success')
    .filter({ hasText: `added to your ${supplierName} cart.` })
    .waitFor();
}

describe('carts', () => {
  it('adds from the product page, shows the mini cart, and checks each supplier cart on the cart page', async () => {
    const page = await logIn();
    await page.goto(`${baseUrl}/products/${productId}`);
    await page.getByTestId('supplier-row').nth(1).waitFor();
    await addFromProductPage(page, keystoneListing, 2, 'Keystone Wholesale Drug');
    await addFromProductPage(page, bluegrassListing, 1, 'Bluegrass Pharma Supply');
    await page.getByLabel('Cart, 2 items').waitFor();

    await page.getByTestId('mini-cart-button').click();
    await expect(page.getByTestId('mini-cart-total').innerText()).resolves.toBe('$190.00');
    await page.getByTestId('mini-cart-view').click();
    await page.waitForURL((url) => url.pathname === '/pharmacy/cart');

    const keystone = page.getByTestId('supplier-cart').filter({ hasText: 'Keystone Wholesale Drug' });
    const bluegrass = page.getByTestId('supplier-cart').filter({ hasText: 'Bluegrass Pharma Supply' });
    await expect(keystone.getByTestId('supplier-subtotal').innerText()).resolves.toBe('$120.00');
    await expect(keystone.getByTestId('checkout-button').isEnabled()).resolves.toBe(true);
    await expect(keystone.getByTestId('checkout-button').getAttribute('href')).resolves.toBe(
      `/pharmacy/checkout/${SUPPLIER_ID}`,
    );
    await expect(bluegrass.getByTestId('checkout-button').isDisabled()).resolves.toBe(true);
    await expect(bluegrass.getByTestId('cart-minimum').innerText()).resolves.toContain('$2,500.00');

    // §5 Quantity: above max-qty toasts the server's message and the field reverts.
    const line = keystone.getByTestId('cart-line').first();
    const lineId = (await line.getAttribute('data-line-id'))!;
    const qty = page.getByTestId(`line-qty-${lineId}`);
    await qty.fill('9');
    await qty.press('Enter');
    await page
      .getByTestId('toast-error')
      .filter({ hasText: QUANTITY_MESSAGES.max_qty_allowed(5) })
      .waitFor();
    await expect(qty.inputValue()).resolves.toBe('2');

    // §4 Quantity: below 1 asks to remove the item.
    await qty.fill('0');
    await qty.press('Enter');
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Item removed from your cart.' }).waitFor();
    await keystone.waitFor({ state: 'detached' });
    await expect(page.getByTestId('supplier-cart').count()).resolves.toBe(1);
  });
});
