/**
 * The supplier's import page in Chromium (supplier-side §4 Import, §8 Import errors): a CSV with
 * good and bad rows is uploaded, the form gives way to the job-started notice, progress reaches
 * completion and the rejected rows are listed by line.
 */
import { launchChromium } from '../harness/browser.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { insertProduct } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const PASSWORD = 'Demo-Password-1!';
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let database: DatabaseHandle;
const dir = mkdtempSync(join(tmpdir(), 'imports-e2e-'));

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/suppliers');
}

describe('supplier imports page', () => {
  it('uploads a CSV, shows the job-started notice, live progress to completion and the row errors', async () => {
    const product = await insertProduct(database.db, { awpCents: 10_000 });
    const suffix = Date.now();
    const csv = [
      'ndc,sku,price,stock',
      `${product.ndc},E2E-A-${suffix},20.00,5`,
      `${product.ndc},E2E-B-${suffix},99.00,5`, // line 3: over the $75.00 cap
      `${product.ndc},E2E-C-${suffix},10.00,-1`, // line 4: negative stock
      `${product.ndc},E2E-D-${suffix},12.00,0`,
    ].join('\n');
    const file = join(dir, 'stock.csv');
    writeFileSync(file, csv);
    writeFileSync(join(dir, 'stock.txt'), csv);

    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page, 'supplier@example.com');
    await page.getByTestId('nav-imports').click();
    await page.waitForURL((url) => url.pathname === '/suppliers/imports');

    // csv only: the errors area says so and the button stays usable.
    await page.locator('input[type="file"]').setInputFiles(join(dir, 'stock.txt'));
    await page.getByTestId('import-upload').click();
    await expect
      .poll(() => page.getByTestId('import-errors-area').innerText())
      .toContain('Please select a .csv file.');
    expect(await page.getByTestId('import-upload').isEnabled()).toBe(true);

    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByTestId('import-upload').click();
    await page.getByTestId('import-started-notice').waitFor();
    expect(await page.getByTestId('import-started-notice').innerText()).toContain('Your import has started.');
    expect(await page.getByTestId('import-upload-form').count()).toBe(0);

    await expect
      .poll(() => page.getByTestId('import-status').textContent(), { timeout: 30_000 })
      .toBe('completed');
    expect(await page.getByTestId('import-counters').innerText()).toContain(
      '4 of 4 rows processed: 2 imported, 2 failed',
    );
    const errors = page.getByTestId('import-row-error');
    await expect.poll(() => errors.count()).toBe(2);
    expect(await errors.nth(0).innerText()).toContain('3');
    expect(await errors.nth(0).innerText()).toContain('Pack price cannot exceed $75.00');
    expect(await errors.nth(1).innerText()).toContain('Stock cannot be negative.');
    expect(await page.getByTestId('import-errors-download').innerText()).toBe('Download error report (CSV)');
    expect(await page.getByTestId('import-recent-jobs').innerText()).toContain('stock.csv');
  }, 90_000);
});
