/**
 * Customers and suspension in Chromium (issue 11 "Done when"): Keystone opens its customers, sees
 * Main Street Pharmacy's licences on file, edits its credit and sends a suspension request;
 * support approves it; the pharmacy cannot check out from Keystone and sees why.
 */
import { eq, and } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { customerControlRequests, supplierCustomers } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
const KEYSTONE = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
});

afterAll(async () => {
  // Put Keystone's customer back as the seed left it for the other browser tests.
  const scope = and(
    eq(supplierCustomers.supplierAccountId, KEYSTONE.id),
    eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
  );
  const [row] = await database.db.select().from(supplierCustomers).where(scope);
  if (row) {
    await database.db.delete(customerControlRequests).where(eq(customerControlRequests.customerId, row.id));
    await database.db
      .update(supplierCustomers)
      .set({ status: 'approved', suspensionReason: null, creditAllocatedCents: 2_500_000 })
      .where(scope);
  }
  await browser?.close();
  await database?.close();
});

async function logIn(page: Page, email: string, home: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1!');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === home);
}

async function asUser<T>(email: string, home: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  try {
    await logIn(page, email, home);
    return await run(page);
  } finally {
    await context.close();
  }
}

describe('customers and suspension', () => {
  it('Keystone edits a customer’s credit and asks for a suspension; support approves; the pharmacy cannot check out and sees why', async () => {
    await asUser('supplier@example.com', '/suppliers', async (page) => {
      await page.getByTestId('nav-customers').click();
      await page.waitForURL((url) => url.pathname === '/suppliers/customers');
      await page.getByTestId('customer-link').filter({ hasText: PHARMACY.name }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/suppliers/customers/view/'));
      // The details tab lists the licences on file: the seed's DEA registration and Texas licence.
      const licences = page.getByTestId('customer-licence');
      await expect.poll(() => licences.count()).toBe(2);
      expect(await licences.first().getAttribute('data-kind')).toBe('dea');
      expect(await licences.first().getByTestId('licence-status').textContent()).toBe('Valid');
      await page.getByTestId('credit-allocated').fill('12,000.00');
      await page.getByTestId('save-customer').click();
      await expect.poll(() => page.getByTestId('customer-credit-allocated').textContent()).toBe('$12,000.00');

      await page.getByTestId('suspend-customer').click();
      await page.getByTestId('suspend-continue').click();
      await page.getByTestId('suspend-reason-other').check();
      await page.getByTestId('suspend-memo').fill('Returned checks');
      await page.getByTestId('send-suspension-request').click();
      await page
        .getByTestId('toast-success')
        .filter({ hasText: 'suspension request has been sent' })
        .waitFor();
    });

    await asUser('support@example.com', '/support', async (page) => {
      await page.getByTestId('nav-customer-requests').click();
      const row = page.locator(`[data-testid="control-queue-row"][data-customer="${PHARMACY.name}"]`).first();
      await row.getByTestId('approve-request').click();
      await page.getByTestId('confirm-yes').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Request approved.' }).waitFor();
    });

    await asUser('pharmacy@example.com', '/pharmacy', async (page) => {
      await page.goto(`${baseUrl}/pharmacy/checkout/${KEYSTONE.id}`);
      const message = page.getByTestId('checkout-approval-message');
      await message.waitFor();
      expect(await message.textContent()).toContain('Keystone Wholesale Drug has suspended your account');
      expect(await message.textContent()).toContain('Returned checks');
    });
  });
});
