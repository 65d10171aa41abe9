/**
 * The pharmacy side of the catalog in a browser (pharmacy-side §2 header search, favourites;
 * §3 sortable column keys; §9 search debounce and at least 3 characters; supplier-side §4 search by ndc).
 */
import { launchChromium } from '../harness/browser.ts';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const PASSWORD = 'Demo-Password-1!';
const SCREENSHOT_DIR = resolve(process.cwd(), 'test-results');
// A name no demo product carries, so the suggestions are ours alone.
const NAME = 'Plorvatinex';
const NDC = '99777123401';

let baseUrl: string;
let browser: Browser;
let context: BrowserContext | undefined;
let database: DatabaseHandle;
let productId: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 1 });
  const product = await insertProduct(database.db, {
    name: NAME,
    genericName: 'plorvatinex',
    ndc: NDC,
    strength: '40 mg',
  });
  productId = product.id;
  await insertListing(database.db, productId, {
    supplierAccountId: SUPPLIER_ID,
    packPriceCents: 7_250,
    stock: 8,
  });
  await insertListing(database.db, productId, {
    supplierAccountId: SUPPLIER2_ID,
    packPriceCents: 6_100,
    stock: 20,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

afterEach(async (test) => {
  if (context && test.task.result?.state === 'fail') {
    await context
      .pages()[0]
      ?.screenshot({ path: resolve(SCREENSHOT_DIR, 'marketplace-failure.png') })
      .catch(() => undefined);
  }
  await context?.close();
  context = undefined;
});

async function logIn(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill('pharmacy@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/pharmacy');
  return page;
}

const supplierNames = (page: Page) => page.getByTestId('supplier-name').allInnerTexts();

describe('marketplace search, product page and favourites', () => {
  it('finds a product from part of its name, compares suppliers sorted by price, and favourites it', async () => {
    const page = await logIn();
    const box = page.getByTestId('product-search');
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/products/search') searched.push(url.searchParams.get('input') ?? '');
    });
    // Two characters never search (supplier-side §5): the first search the page sends is the third letter's.
    await box.fill('Pl');
    await box.fill('lorvatin');
    const suggestion = page.getByTestId('product-suggestion').filter({ hasText: NAME });
    await suggestion.first().waitFor();
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.filter((input) => input.length < 3)).toEqual([]);
    // Keyboard: the first suggestion is selected; Enter opens its product page.
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === `/products/${productId}`);
    await expect(page.getByTestId('product-title').innerText()).resolves.toContain(NAME);
    await page.getByTestId('supplier-row').nth(1).waitFor();
    expect(await supplierNames(page)).toEqual(['Bluegrass Pharma Supply', 'Keystone Wholesale Drug']);
    expect(await page.getByTestId('supplier-price').allInnerTexts()).toEqual(['$61.00', '$72.50']);

    // Clicking the price header again sorts descending (pharmacy-side §3 sortable keys).
    await page.getByTestId('sort-price').click();
    await page.waitForURL((url) => url.searchParams.get('direction') === 'desc');
    await expect
      .poll(() => supplierNames(page))
      .toEqual(['Keystone Wholesale Drug', 'Bluegrass Pharma Supply']);

    const star = page.getByTestId(`favorite-${productId}`);
    await star.click();
    await expect.poll(() => star.getAttribute('data-marked')).toBe('true');
    await page.getByTestId('toast-success').filter({ hasText: 'Product added to favorites.' }).waitFor();

    await page.getByTestId('header-favorites').click();
    await page.waitForURL((url) => url.pathname === '/favorites');
    await page.getByTestId('product-row').filter({ hasText: NAME }).waitFor();
    await expect(page.getByTestId('favorites-info').innerText()).resolves.toMatch(/Displaying/);
  });

  it('finds the product by its NDC typed in another layout (supplier-side §4)', async () => {
    const page = await logIn();
    // 99777-123-401 is not a layout; the 5-4-1 form of 99777-1234-01 is 99777-1234-1.
    await page.getByTestId('product-search').fill('99777-1234-1');
    const suggestion = page.getByTestId('product-suggestion').filter({ hasText: NAME });
    await suggestion.first().click();
    await page.waitForURL((url) => url.pathname === `/products/${productId}`);
    await expect(page.getByTestId('product-title').innerText()).resolves.toContain(NAME);
  });
});
