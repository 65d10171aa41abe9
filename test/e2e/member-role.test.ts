/**
 * What a member sees in Chromium (issue 10): the actions that need the account's admin role are
 * hidden or disabled, with a notice saying why, while the admin still has them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(email: string, home: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await logInOn(page, baseUrl, { email, home });
    await run(page);
  } finally {
    await context.close();
  }
}

const notice = (page: Page) => page.getByTestId('admin-only-notice');

describe('a member in the web app', () => {
  it("is not offered deleting products or emptying a supplier's inventory, which its admin is", async () => {
    await withPage('supplier.member@example.com', '/suppliers', async (page) => {
      await page.getByTestId('nav-inventory').click();
      await page.waitForURL((url) => url.pathname === '/suppliers/inventory');
      await page.getByTestId('inventory-row').first().waitFor();
      expect(await page.getByTestId('empty-inventory').count()).toBe(0);
      await page.getByTestId('select-all').check();
      await page.getByTestId('bulk-actions').click();
      await page.getByTestId('bulk-inactive').waitFor();
      expect(await page.getByTestId('bulk-delete').count()).toBe(0);
    });
    await withPage('supplier@example.com', '/suppliers', async (page) => {
      await page.getByTestId('nav-inventory').click();
      await page.getByTestId('inventory-row').first().waitFor();
      await page.getByTestId('empty-inventory').waitFor();
      await page.getByTestId('select-all').check();
      await page.getByTestId('bulk-actions').click();
      await page.getByTestId('bulk-delete').waitFor();
    });
  });

  it('reads the supplier settings with every field disabled and a notice, and cannot make tokens', async () => {
    await withPage('supplier.member@example.com', '/suppliers', async (page) => {
      await page.getByTestId('nav-order-minimums').click();
      await page.getByTestId('minimums-form').waitFor();
      await notice(page).waitFor();
      expect(await page.getByTestId('minimum-order-total').isDisabled()).toBe(true);
      expect(await page.getByTestId('save-minimums').isDisabled()).toBe(true);

      await page.getByTestId('nav-shipping-settings').click();
      await page.getByTestId('shipping-form').waitFor();
      expect(await page.getByTestId('free-shipping-minimum').isDisabled()).toBe(true);
      expect(await page.getByTestId('add-vacation').count()).toBe(0);

      await page.getByTestId('nav-card-processing').click();
      await page.getByTestId('card-taxes-form').waitFor();
      expect(await page.getByTestId('ach-discount').isDisabled()).toBe(true);

      await page.getByTestId('nav-access-tokens').click();
      await page.waitForURL((url) => url.pathname === '/suppliers/settings/tokens');
      await expect.poll(() => notice(page).innerText()).toContain('make or revoke access tokens');
      expect(await page.getByTestId('create-token-form').count()).toBe(0);
    });
  });

  it("is not offered adding, removing or verifying a pharmacy's payment methods", async () => {
    await withPage('pharmacy.member@example.com', '/pharmacy', async (page) => {
      await page.getByTestId('nav-payment-methods').click();
      await page.getByTestId('card-row').first().waitFor();
      await expect.poll(() => notice(page).innerText()).toContain('add, remove or verify payment methods');
      expect(await page.getByTestId('add-card').count()).toBe(0);
      expect(await page.getByTestId('remove-card').count()).toBe(0);
      expect(await page.getByTestId('verify-bank-link').count()).toBe(0);
    });
  });

  it('is not offered applying to wholesalers for credit and terms, which its admin is (issue 22)', async () => {
    await withPage('pharmacy.member@example.com', '/pharmacy', async (page) => {
      await page.getByTestId('nav-wholesalers').click();
      await page.waitForURL((url) => url.pathname === '/pharmacy/wholesalers');
      await expect.poll(() => notice(page).innerText()).toContain('apply to wholesalers');
      expect(await page.getByTestId('apply-chosen').count()).toBe(0);
      expect(await page.getByTestId('apply-one').count()).toBe(0);
    });
    await withPage('pharmacy@example.com', '/pharmacy', async (page) => {
      await page.getByTestId('nav-wholesalers').click();
      await page.getByTestId('apply-chosen').waitFor();
      expect(await notice(page).count()).toBe(0);
    });
  });
});
