/**
 * Rewards in Chromium (issue 23 "Done when": points appear after an invoice is paid and a cash claim
 * lowers the next invoice; pharmacy-side §2 /pharmacy/rewards). A pharmacy of the test's own pays
 * a $612.00 invoice on time from the balance dropdown, the header shows its 612 points, the rewards
 * page claims them as a $6.12 credit, and the next invoice (written by the order's invoice step)
 * asks $6.12 less.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceOrder } from '../../activities/orders/invoice-order.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { createOwnPharmacy, type OwnPharmacy } from '../harness/own-pharmacy.ts';
import { insertInvoice, insertOrder, PHARMACY } from '../integration/orders/orders-pharmacy-fixtures.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let own: OwnPharmacy;
let paidInvoiceId: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  own = await createOwnPharmacy(database.db, 'Rewards Pharmacy', { withCard: true });
  // $600.00 of goods and $12.00 shipping, due in 2099: paid on time.
  const order = await insertOrder(database.db, {
    pharmacy: { ...PHARMACY, id: own.id },
    lines: [{ quantity: 1, unitCents: 60_000 }],
    overrides: { status: 'invoiced', shippingCents: 1_200, totalCents: 61_200 },
  });
  paidInvoiceId = (await insertInvoice(database.db, order, { dueOn: '2099-01-01' })).id;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('rewards', () => {
  it('shows the points of an invoice paid on time, and a cash claim lowers the next invoice', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInOn(page, baseUrl, { ...own, home: '/pharmacy' });
    const points = page.getByTestId('header-reward-points');
    await expect.poll(() => points.innerText()).toBe('0 pts');

    await page.getByTestId('balance-button').click();
    const payable = page.locator(`[data-testid="balance-invoice"][data-id="${paidInvoiceId}"]`);
    await payable.getByTestId('invoice-pay').click();
    await page.getByTestId('pay-method-card').first().waitFor({ timeout: 45_000 });
    await page.getByTestId('pay-method-card').first().click();
    await page.getByTestId('pay-invoice-submit').click();
    await page.getByTestId('toast-success').filter({ hasText: 'has been paid' }).waitFor();
    // The header hears the new balance on the account's /cable stream.
    await expect.poll(() => points.innerText(), { timeout: 15_000 }).toBe('612 pts');

    await points.click();
    await page.waitForURL(/\/pharmacy\/rewards/);
    expect(await page.getByTestId('rewards-points').innerText()).toBe('612');
    expect(await page.getByTestId('rewards-tier').innerText()).toMatch(/bronze/i);
    await expect.poll(() => page.getByTestId('rewards-history-row').count()).toBe(1);
    await page.getByTestId('rewards-claim-cash').click();
    await page.getByTestId('confirm-yes').click();
    await page
      .getByTestId('toast-success')
      .filter({ hasText: '$6.12 will be credited on your next invoice.' })
      .waitFor();
    await expect.poll(() => page.getByTestId('rewards-points').innerText()).toBe('0');
    await page.getByTestId('rewards-credit-pending').waitFor();
    await page.getByTestId('rewards-prize-type').click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await page.waitForURL((url) => url.searchParams.get('prize_type') === 'cash');
    await expect.poll(() => page.getByTestId('rewards-history-row').count()).toBe(1);

    // The next order is delivered and invoiced ($50.00 + $15.00 shipping): $6.12 of it is paid by the credit.
    const next = await insertOrder(database.db, {
      pharmacy: { ...PHARMACY, id: own.id },
      lines: [{ quantity: 1, unitCents: 5_000 }],
      overrides: { status: 'delivered' },
    });
    const invoice = await invoiceOrder(database.db, next.id, new Date());
    await page.reload();
    await page.getByTestId('balance-button').click();
    const line = page.locator(`[data-testid="balance-invoice"][data-id="${invoice.invoiceId}"]`);
    await expect.poll(() => line.innerText()).toContain('$58.88');
    await context.close();
  });
});
