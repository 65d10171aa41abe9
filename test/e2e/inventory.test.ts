/**
 * The supplier inventory page in Chromium (supplier-side §2): row selection and the bulk menu's
 * count, marking as deal, and the inline price edit refused over the pack-price cap (§5) then saved;
 * the deals page configuring two deals at once, refused above the regular price then saved; a price
 * with three decimals refused on its cell unsent, and an edited cell kept pending when clicked away.
 */
import { launchChromium } from '../harness/browser.ts';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const PASSWORD = 'Demo-Password-1!';
const NAME = 'Zetafixture';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  // Generic with AWP $100.00: the pack price may be at most $75.00 (AWP less 25 %).
  for (const suffix of ['Alpha', 'Beta']) {
    const product = await insertProduct(database.db, {
      name: `${NAME} ${suffix}`,
      isBrand: false,
      awpCents: 10_000,
    });
    await insertListing(database.db, product.id, {
      supplierAccountId: SUPPLIER_ID,
      packPriceCents: 5_000,
      isDeal: false,
    });
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill('supplier@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/suppliers');
}

describe('supplier inventory page', () => {
  it('selects rows, marks them as deals, and edits a price inline within the cap', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await logIn(page);
      await page.getByTestId('nav-inventory').click();
      await page.waitForURL((url) => url.pathname === '/suppliers/inventory');
      await page.getByTestId('inventory-search').fill(NAME);
      await page.getByTestId('inventory-search').press('Enter');
      const rows = page.getByTestId('inventory-row');
      await expect.poll(() => rows.count()).toBe(2);

      const bulk = page.getByTestId('bulk-actions');
      expect(await bulk.isDisabled()).toBe(true);
      await page.getByTestId('select-all').check();
      await expect.poll(() => bulk.innerText()).toContain('2 selected');

      await bulk.click();
      // None is a deal yet: 'Unmark as deal' is hidden, 'Mark as deal' shown.
      expect(await page.getByTestId('bulk-unmark_deal').count()).toBe(0);
      await page.getByTestId('bulk-mark_deal').click();
      await page.getByTestId('toast-success').filter({ hasText: '2 products updated.' }).waitFor();
      await expect.poll(() => page.getByTestId('deal-badge').count()).toBe(2);

      const first = rows.first();
      await first.getByTestId('edit-price').click();
      await first.getByTestId('edit-price-input').fill('80.00');
      await first.getByTestId('edit-price-input').press('Enter');
      const error = page.getByTestId('toast-error').filter({ hasText: 'Pack price cannot exceed $75.00' });
      await error.waitFor();
      // The refused price stays in the cell with the server's message, to correct or cancel.
      await expect
        .poll(() => first.getByTestId('edit-price-error').innerText())
        .toContain('Pack price cannot exceed $75.00');
      expect(await first.getByTestId('edit-price-input').inputValue()).toBe('80.00');

      await first.getByTestId('edit-price-input').fill('60.00');
      await first.getByTestId('edit-price-input').press('Enter');
      await expect.poll(() => first.getByTestId('edit-price').innerText()).toBe('$60.00');
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'supplier-inventory.png') });
    } finally {
      await context.close();
    }
  });

  it('configures the marked deals together: a deal price above the regular price is refused on its field, then saved', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/suppliers/deals`);
      // The test above marked both fixtures as deals; the demo supplier's other deals are paged away.
      await page.getByTestId('deals-search').fill(NAME);
      await page.getByTestId('deals-search').press('Enter');
      const ours = page.getByTestId('deal-row').filter({ hasText: NAME });
      await expect.poll(() => ours.count()).toBe(2);
      const configure = page.getByTestId('configure-deals');
      expect(await configure.isDisabled()).toBe(true);
      for (const row of await ours.all()) await row.getByTestId('deal-select').check();
      await expect.poll(() => configure.innerText()).toContain('(2)');
      await configure.click();

      const modal = page.getByRole('dialog', { name: 'Configure 2 deals' });
      const dealPrice = modal.getByLabel('Deal price');
      // Beta is still at $50.00 (the first test raised Alpha to $60.00).
      await dealPrice.fill('55.00');
      await modal.getByTestId('save-deal').click();
      await modal.getByText('Promotion pack price cannot be higher than the regular price.').waitFor();
      expect(await dealPrice.getAttribute('aria-invalid')).toBe('true');
      expect(await ours.filter({ hasText: '$55.00' }).count()).toBe(0);

      await dealPrice.fill('45.00');
      // Typing clears the field's message, as every form of the app does.
      expect(await dealPrice.getAttribute('aria-invalid')).not.toBe('true');
      await modal.getByTestId('save-deal').click();
      await modal.waitFor({ state: 'hidden' });
      await expect.poll(() => ours.filter({ hasText: '$45.00' }).count()).toBe(2);
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'supplier-deals.png') });
    } finally {
      await context.close();
    }
  });

  it('refuses a price with three decimals on its cell with the spec’s decimal message, unsent; clicking away keeps an edited cell pending with Save and Cancel', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/suppliers/inventory`);
      await page.getByTestId('inventory-search').fill(NAME);
      await page.getByTestId('inventory-search').press('Enter');
      const beta = page.getByTestId('inventory-row').filter({ hasText: `${NAME} Beta` });
      await beta.waitFor();
      const id = (await beta.getAttribute('data-id'))!;
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v1/inventory/${id}`)
          sent.push(request.postData() ?? '');
      });

      await beta.getByTestId('edit-price').click();
      const input = beta.getByTestId('edit-price-input');
      await input.fill('12.345');
      await input.press('Enter');
      await expect
        .poll(() => beta.getByTestId('edit-price-error').innerText())
        .toBe('Please enter a correct number, format xxxx.xx');
      expect(await input.inputValue()).toBe('12.345');
      expect(sent).toEqual([]);

      // Clicking elsewhere leaves the changed price in its cell, pending, with Save and Cancel.
      await input.fill('55.50');
      await page.getByTestId('inventory-search').click();
      await expect
        .poll(() => beta.getByTestId('edit-price-editor').getAttribute('data-pending'))
        .toBe('true');
      expect(await input.inputValue()).toBe('55.50');
      await beta.getByTestId('edit-price-save').click();
      await expect.poll(() => beta.getByTestId('edit-price').innerText()).toBe('$55.50');
      expect(sent).toEqual([JSON.stringify({ price: '55.50' })]);

      await beta.getByTestId('edit-price').click();
      await input.fill('56.00');
      await page.getByTestId('inventory-search').click();
      await beta.getByTestId('edit-price-cancel').click();
      await expect.poll(() => beta.getByTestId('edit-price').innerText()).toBe('$55.50');
      expect(sent).toHaveLength(1);
      const [saved] = await database.db.select().from(listings).where(eq(listings.id, id));
      expect(saved!.packPriceCents).toBe(5_550);
    } finally {
      await context.close();
    }
  });
});
