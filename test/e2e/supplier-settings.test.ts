/**
 * The supplier settings pages and the notification pane in Chromium: the same cut-off typed once is
 * copied to Monday through Saturday (supplier-side §4), the minimums rule's message (§5), the
 * preferences' due day disabled by the last day (§4, §5), the card tax state table (§2), and the
 * pharmacy's bell refreshed by an account /cable event.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords.ts';
import { notifyAccount } from '../../activities/notifications/notify-account.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { accounts, notifications, users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;
/** The machine is small: give the SPA's refetches time. */
const POLL = { timeout: 10_000 };
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let supplierEmail: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  // A supplier of its own, so the demo suppliers' settings that other browser tests buy under stay as seeded.
  const [account] = await database.db
    .insert(accounts)
    .values({ kind: 'supplier', name: 'Browser Settings Wholesale' })
    .returning();
  supplierEmail = `settings-${randomUUID().slice(0, 8)}@example.com`;
  await database.db.insert(users).values({
    accountId: account!.id,
    email: supplierEmail,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Sam',
    lastName: 'Settings',
    // A new account's first user is its admin (issue 10: members may not change settings or delete).
    role: 'admin',
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.db.delete(notifications).where(eq(notifications.kind, 'e2e.settings'));
  await database?.close();
});

async function logIn(page: Page, email: string, home: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === home);
}

async function withPage(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

describe('supplier settings pages', () => {
  it('copies the same cut-off to monday through saturday, saves shipping, and adds a vacation time', async () => {
    await withPage(async (page) => {
      await logIn(page, supplierEmail, '/suppliers');
      await page.goto(`${baseUrl}/suppliers/settings/shipping`);
      await page.getByTestId('cutoff-all-days').fill('9:30');
      for (const day of DAYS) expect(await page.getByTestId(`cutoff-${day}`).inputValue(), day).toBe('9:30');
      expect(await page.getByTestId('cutoff-monday').getAttribute('readonly')).not.toBeNull();
      await page.getByTestId('add-shipping-method').click();
      const method = page.getByTestId('shipping-method-row').last();
      await method.getByLabel('Service type').fill('ground');
      await method.getByLabel('Name').fill('Ground');
      await method.getByLabel('Fee').fill('15.00');
      await page.getByTestId('add-holiday').click();
      await page
        .getByTestId('holiday-row')
        .last()
        .getByRole('textbox', { name: 'Holiday' })
        .fill('Christmas Day');
      await page.getByTestId('holiday-0-month').click();
      await page.getByRole('option', { name: 'December' }).click();
      await page.getByTestId('holiday-0-day').click();
      await page.getByRole('option', { name: '25', exact: true }).click();
      await page.getByTestId('save-shipping').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Shipping settings saved.' }).waitFor();

      await page.getByTestId('add-vacation').click();
      await page.getByTestId('vacation-name').fill('Stocktake');
      await page.getByTestId('vacation-start').fill('2026-04-06');
      await page.getByTestId('vacation-end').fill('2026-04-08');
      await page.getByTestId('save-vacation').click();
      await expect.poll(() => page.getByTestId('vacation-row').count(), POLL).toBe(1);
      await page.getByTestId('delete-vacation').click();
      await page.getByTestId('confirm-yes').click();
      await expect.poll(() => page.getByTestId('vacation-row').count(), POLL).toBe(0);
      await page.screenshot({
        path: resolve(process.cwd(), 'test-results', 'supplier-shipping-settings.png'),
        fullPage: true,
      });
    });
  });

  it('shows the minimums message when the total is below the detailed minimums', async () => {
    await withPage(async (page) => {
      await logIn(page, supplierEmail, '/suppliers');
      await page.goto(`${baseUrl}/suppliers/settings/minimums`);
      await page.getByTestId('brands-minimum').fill('100.00');
      await page.getByTestId('generics-minimum').fill('50.00');
      await page.getByTestId('minimum-order-total').fill('120.00');
      await page.getByTestId('save-minimums').click();
      await page
        .getByText('Minimum order total should be greater than detailed minimum order total.')
        .waitFor();
      await page.getByTestId('minimum-order-total').fill('150.00');
      await page.getByTestId('save-minimums').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Order minimums saved.' }).waitFor();
    });
  });

  it('disables the due day when invoices are due on the last day, saves the preferences and keeps them after a reload', async () => {
    await withPage(async (page) => {
      await logIn(page, supplierEmail, '/suppliers');
      await page.getByTestId('nav-preferences').click();
      await page.waitForURL((url) => url.pathname === '/suppliers/settings/preferences');
      const dueDay = page.getByTestId('pref-due-day');
      // No end-of-month choice yet: the due day is required (supplier-side §5).
      await page.getByTestId('pref-pay-by-statement').check();
      await page.getByTestId('save-preferences').click();
      await page.getByText('Invoices due day is required unless due on last day is chosen.').waitFor();
      await dueDay.fill('12');
      await page.getByTestId('pref-last-day').check();
      // supplier-side §4: the last day clears and disables the due day.
      expect(await dueDay.isDisabled()).toBe(true);
      expect(await dueDay.inputValue()).toBe('');
      await page.getByTestId('pref-license-notifs').check();
      await page.getByTestId('save-preferences').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Preferences saved.' }).waitFor();
      await page.reload();
      await page.getByTestId('preferences-form').waitFor();
      expect(await page.getByTestId('pref-last-day').isChecked()).toBe(true);
      expect(await page.getByTestId('pref-pay-by-statement').isChecked()).toBe(true);
      expect(await page.getByTestId('pref-license-notifs').isChecked()).toBe(true);
      expect(await dueDay.isDisabled()).toBe(true);
      await page.getByTestId('pref-due-day-choice').check();
      expect(await dueDay.isDisabled()).toBe(false);
      await dueDay.fill('20');
      await page.getByTestId('save-preferences').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Preferences saved.' }).waitFor();
      await page.reload();
      await page.getByTestId('preferences-form').waitFor();
      expect(await dueDay.inputValue()).toBe('20');
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'supplier-preferences.png') });
    });
  });

  it('saves an individual card tax for a state accepted by state', async () => {
    await withPage(async (page) => {
      await logIn(page, supplierEmail, '/suppliers');
      await page.goto(`${baseUrl}/suppliers/cc_payment_taxes`);
      await page.getByTestId('accept-by-state').check();
      await page.getByTestId('charge-card-tax').check();
      await page.getByTestId('tax-individual').check();
      await page.getByTestId('state-row-TX').getByRole('checkbox').check();
      await page.getByTestId('individual-tax-TX').fill('0');
      await page.getByTestId('save-card-taxes').click();
      await page.getByText('Tax value must be greater than zero.').first().waitFor();
      await page.getByTestId('individual-tax-TX').fill('2.75');
      await page.getByTestId('save-card-taxes').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Card processing taxes saved.' }).waitFor();
      expect(await page.getByTestId('individual-tax-TX').inputValue()).toBe('2.75');
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'supplier-card-taxes.png') });
    });
  });
});

describe('notification pane', () => {
  it('shows the unread count, refreshes on a /cable notification, and marks all read', async () => {
    await withPage(async (page) => {
      await logIn(page, 'pharmacy@example.com', '/pharmacy');
      await page.getByTestId('notifications-button').waitFor();
      const badge = page.getByTestId('notifications-unread');
      const unread = async () => ((await badge.count()) === 0 ? 0 : Number(await badge.innerText()));
      // The first page of the pane has loaded (the count is known).
      await page.locator('[data-testid="notifications-button"][data-loaded="true"]').waitFor();
      const before = await unread();
      const title = `Order ${randomUUID().slice(0, 8)} shipped`;
      await notifyAccount(database.db, {
        accountId: PHARMACY_ID,
        kind: 'e2e.settings',
        title,
        body: 'Your order is on its way.',
      });
      // The /cable event refreshes the badge without a reload.
      await expect.poll(unread, POLL).toBeGreaterThanOrEqual(before + 1);
      await page.getByTestId('notifications-button').click();
      const item = page.getByTestId('notification-item').filter({ hasText: title });
      await item.and(page.locator('[data-read="false"]')).waitFor();
      await page.getByTestId('notifications-mark-all').click();
      // Other workflows may notify the demo pharmacy meanwhile: follow this message, not the total.
      await item.and(page.locator('[data-read="true"]')).waitFor();
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'notification-pane.png') });
    });
  });
});
