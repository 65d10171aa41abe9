/**
 * The master-data export in Chromium (issue 11): the button on /suppliers/customers toasts the
 * spec's message, the notification pane announces the file, its link opens the export page and the
 * CSV downloads with every customer, a name starting with '=' escaped.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_EXPORT_MESSAGE } from '../../activities/customers/master-data-export.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { accounts, supplierCustomers, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let supplierEmail: string;
const FORMULA_NAME = `=SUM(${randomUUID().slice(0, 4)})`;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  // A supplier of its own, so its pane and its customers are this test's alone.
  const [supplier] = await database.db
    .insert(accounts)
    .values({ kind: 'supplier', name: 'Browser Export Wholesale' })
    .returning();
  supplierEmail = `export-${randomUUID().slice(0, 8)}@example.com`;
  await database.db.insert(users).values({
    accountId: supplier!.id,
    email: supplierEmail,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Erin',
    lastName: 'Export',
    role: 'admin',
  });
  for (const name of ['Cedar Pharmacy', FORMULA_NAME]) {
    const [pharmacy] = await database.db.insert(accounts).values({ kind: 'pharmacy', name }).returning();
    await database.db
      .insert(supplierCustomers)
      .values({ supplierAccountId: supplier!.id, pharmacyAccountId: pharmacy!.id, status: 'approved' });
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('master-data export', () => {
  it('toasts the message, announces the file in the pane and downloads it from the linked page', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await logInOn(page, baseUrl, { email: supplierEmail, home: '/suppliers' });
      await page.goto(`${baseUrl}/suppliers/customers`);
      await page.getByTestId('customer-row').first().waitFor();
      await page.getByTestId('export-master-data').click();
      await page.getByTestId('toast-success').filter({ hasText: MASTER_DATA_EXPORT_MESSAGE }).waitFor();

      await page.getByTestId('notifications-button').click();
      const notice = page.getByTestId('notification-item').filter({ hasText: 'Master data export ready' });
      await notice.waitFor();
      await notice.getByTestId('notification-open').click();
      await page.waitForURL((url) => url.pathname.startsWith('/suppliers/customers/exports/'));
      await page.getByTestId('export-ready').waitFor();

      const saving = page.waitForEvent('download');
      await page.getByTestId('export-download').click();
      const file = await saving;
      expect(file.suggestedFilename()).toMatch(/^customers-master-data-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await file.path(), 'utf8');
      expect(csv).toContain('Cedar Pharmacy');
      expect(csv).toContain(`'${FORMULA_NAME}`);
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'master-data-export.png') });
    } finally {
      await context.close();
    }
  });
});
