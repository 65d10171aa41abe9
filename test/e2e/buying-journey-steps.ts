/**
 * Page helpers for the buying journey (test/e2e/buying-journey.test.ts): logging in, finding a
 * product through the header search, adding to a supplier's cart from the product page, changing a
 * cart line, and reading the order page. They use the test ids the pages already carry.
 */
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInOn } from '../harness/browser.ts';

export const SCREENSHOT_DIR = resolve(process.cwd(), 'test-results');
export const KEYSTONE = 'Keystone Wholesale Drug';
export const BLUEGRASS = 'Bluegrass Pharma Supply';
/** How long a polled assertion waits for the page to catch up with the server (expect.poll's default is 1 s). */
export const EVENTUALLY = { timeout: 15_000 };

/** Saves a full-page screenshot as test-results/buying-journey-<name>.png. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `buying-journey-${name}.png`), fullPage: true });
}

/** A new browser context logged in through the login page; resolves once the home page shows. */
export async function logIn(browser: Browser, baseUrl: string, email: string, home: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await logInOn(page, baseUrl, { email, home });
  return page;
}

/** Types part of a product's name in the header search and opens its product page from the suggestions. */
export async function openFromSearch(
  page: Page,
  text: string,
  name: string,
  productId: string,
): Promise<void> {
  await page.getByTestId('product-search').fill(text);
  await page.getByTestId('product-suggestion').filter({ hasText: name }).first().click();
  await page.waitForURL((url) => url.pathname === `/products/${productId}`);
  // The previous product's page may still be on screen for a moment after the URL changes.
  await expect.poll(() => page.getByTestId('product-title').innerText(), EVENTUALLY).toContain(name);
}

/** Fills a supplier row's quantity field on the product page and adds it (pharmacy-side §4 Add to cart). */
export async function addToCart(
  page: Page,
  listingId: string,
  quantity: number,
  name: string,
  supplier: string,
) {
  await page.getByTestId(`add-qty-${listingId}`).fill(String(quantity));
  await page.getByTestId(`add-to-cart-${listingId}`).click();
  await page
    .getByTestId('toast-success')
    .filter({ hasText: `${name} added to your ${supplier} cart.` })
    .last()
    .waitFor();
}

/** One supplier's card on /pharmacy/cart. */
export function supplierCart(page: Page, supplier: string): Locator {
  return page.getByTestId('supplier-cart').filter({ hasText: supplier });
}

/** Sets a cart line's quantity by typing it and pressing Enter, and waits for the server's 'Cart updated.'. */
export async function setLineQuantity(cart: Locator, name: string, quantity: number): Promise<void> {
  const page = cart.page();
  const line = cart.getByTestId('cart-line').filter({ hasText: name });
  const lineId = (await line.getAttribute('data-line-id'))!;
  const field = page.getByTestId(`line-qty-${lineId}`);
  await field.fill(String(quantity));
  await field.press('Enter');
  await page.getByTestId('toast-success').filter({ hasText: 'Cart updated.' }).last().waitFor();
  await expect.poll(() => field.inputValue(), EVENTUALLY).toBe(String(quantity));
}

/** The order id of the order page the browser is on (/pharmacy/orders/<id>). */
export function orderIdOf(page: Page): string {
  return new URL(page.url()).pathname.split('/')[3]!;
}

/** Whether the order page's status timeline shows a time for a step (reached steps carry their time, others '—'). */
export async function isStepReached(page: Page, label: string): Promise<boolean> {
  const step = page
    .getByTestId('order-timeline')
    .locator('.mantine-Timeline-item')
    .filter({ hasText: label });
  if ((await step.count()) !== 1) return false;
  return !(await step.innerText()).includes('—');
}

/** Reloads the order page and answers its status badge once the page has loaded. */
export async function reloadedStatus(page: Page): Promise<string> {
  await page.reload();
  await page.getByTestId('order-timeline').waitFor();
  return (await page.getByTestId('order-status').innerText()).toLowerCase();
}
