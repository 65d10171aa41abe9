/**
 * The pharmacy's orders pages in Chromium (pharmacy-side §2 /pharmacy/orders, order details, balance
 * dropdown; §4 Bulk selection, Lot number confirmation).
 */
import { launchChromium, logInOn } from '../harness/browser.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { insertInvoice, insertOrder, PHARMACY } from '../integration/orders-pharmacy-fixtures.ts';
import { createOwnPharmacy, type OwnPharmacy } from '../harness/own-pharmacy.ts';
import '../harness/provided.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let shippedId: string;
let own: OwnPharmacy;

beforeAll(async () => {
  baseUrl = inject('apiBaseUrl').replace(/\/$/, '');
  database = openDatabase(inject('databaseUrl'), { max: 2 });
  // Orders of its own: other browser tests place orders for the demo pharmacy in the same database.
  own = await createOwnPharmacy(database.db, 'Orderfixture Pharmacy', { withCard: true });
  const pharmacy = { ...PHARMACY, id: own.id };
  const shipped = await insertOrder(database.db, {
    pharmacy,
    lines: [{ name: 'Alpha pill' }, { name: 'Beta pill' }],
    overrides: { status: 'shipped' },
  });
  shippedId = shipped.id;
  const invoiced = await insertOrder(database.db, { pharmacy, overrides: { status: 'invoiced' } });
  await insertInvoice(database.db, invoiced, {
    issuedOn: new Date().toISOString().slice(0, 10),
    dueOn: '2099-01-01',
  });
  for (let i = 0; i < 30; i++)
    await insertOrder(database.db, {
      pharmacy,
      overrides: { placedAt: new Date(Date.now() - 86_400_000 * 40 - i * 3_600_000) },
    });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('pharmacy orders pages', () => {
  it('filters, stars in bulk, exports, confirms lots, saves the memo and pays an invoice from the balance dropdown', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInOn(page, baseUrl, { ...own, home: '/pharmacy' });
    await page.goto(`${baseUrl}/pharmacy/orders`);
    const rows = page.getByTestId('order-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(25);
    await page.getByTestId('orders-range-presets').click();
    await page.getByTestId('range-preset-This Month').click();
    await page.waitForURL((url) => url.searchParams.has('range'));
    await expect.poll(() => rows.count()).toBe(2);
    const bulk = page.getByTestId('orders-bulk-actions');
    expect(await bulk.isDisabled()).toBe(true);
    await page.getByTestId('orders-select-all').check();
    await expect.poll(() => bulk.innerText()).toContain('2 selected');
    await bulk.click();
    await page.getByTestId('orders-bulk-fav').click();
    await page.getByTestId('toast-success').filter({ hasText: '2 orders added to favorites.' }).waitFor();
    await expect.poll(() => page.locator('[data-fav="true"]').count()).toBe(2);
    await page.getByTestId(`order-fav-${shippedId}`).click();
    await expect
      .poll(() => page.getByTestId(`order-fav-${shippedId}`).getAttribute('data-fav'))
      .toBe('false');
    const download = page.waitForEvent('download');
    await page.getByTestId('orders-export-pdf').click();
    expect((await download).suggestedFilename()).toBe('orders.pdf');

    await page.goto(`${baseUrl}/pharmacy/orders/${shippedId}`);
    await page.getByTestId('order-timeline').waitFor();
    await expect.poll(() => page.getByTestId('estimated-delivery').innerText()).not.toBe('Retrieving...');
    await page.getByTestId('lot-notice').waitFor();
    const lotRows = page.getByTestId('lot-row');
    for (let i = 0; i < 2; i++) {
      const row = lotRows.nth(i);
      await row.getByTestId('lot-number').fill(`LOT-${i}`);
      await row.getByTestId('lot-exp').fill('07-31-2027');
      expect(await row.getByTestId('lot-confirm').innerText()).toBe('Confirm');
      await row.getByTestId('lot-confirm').click();
      await expect.poll(() => row.getByTestId('lot-confirm').innerText()).toBe('Confirmed');
    }
    await expect.poll(() => page.getByTestId('lot-notice').count()).toBe(0);
    await lotRows.nth(0).getByTestId('lot-number').fill('LOT-X');
    expect(await lotRows.nth(0).getByTestId('lot-confirm').innerText()).toBe('Confirm');
    await page.getByTestId('order-memo').fill('Leave at back door');
    await page.getByTestId('order-memo-save').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Memo saved.' }).waitFor();

    await page.getByTestId('balance-button').click();
    await page.getByTestId('balance-invoice').first().waitFor();
    await page.getByTestId('invoice-pay').first().click();
    await page.getByTestId('pay-method-card').first().click();
    await page.getByTestId('pay-invoice-submit').click();
    await page.getByTestId('toast-success').filter({ hasText: 'has been paid' }).waitFor();
    await context.close();
  });
});
