/**
 * The pharmacy's order edit page in Chromium (pharmacy-side §2 update_delivery_details, §4 Order
 * edit): the delivery estimate follows the chosen method, and an unverified bank transfer blocks a
 * save past the weekly limit with the verify-now link until the edit fits again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/index.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { createOwnPharmacy, type OwnPharmacy } from '../harness/own-pharmacy.ts';
import { insertOrder, PHARMACY } from '../integration/orders/orders-pharmacy-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let own: OwnPharmacy;
let orderId: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  own = await createOwnPharmacy(database.db, 'Editfixture Pharmacy');
  const [bank] = await database.db
    .insert(bankAccounts)
    .values({ accountId: own.id, bankName: 'Sandbox Bank', last4: '6789', verified: false })
    .returning();
  const order = await insertOrder(database.db, {
    pharmacy: { ...PHARMACY, id: own.id },
    lines: [{ name: 'Gamma pill', quantity: 2, unitCents: 5_000 }],
    overrides: { paymentMethod: 'bank_transfer', bankAccountId: bank!.id },
  });
  orderId = order.id;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('order edit page', () => {
  it('dates the chosen method, and blocks a bank-paid edit past the weekly limit with the verify link', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInOn(page, baseUrl, { ...own, home: '/pharmacy' });
    await page.goto(`${baseUrl}/pharmacy/orders/${orderId}/edit`);

    const delivery = page.getByTestId('edit-delivery');
    const estimate = /^Estimated delivery if changed now: (Today|Tomorrow|\w+day, \w{3} \d{1,2})$/;
    await expect.poll(() => delivery.innerText()).toMatch(estimate);
    const byGround = await delivery.innerText();
    await page.getByTestId('edit-shipping-method').click();
    const overnight = page.getByRole('option', { name: /^Next Day Air/ });
    // Each option names its arrival; the estimate follows the choice.
    await expect(overnight.innerText()).resolves.toMatch(/· arrives /);
    await overnight.click();
    await expect.poll(() => delivery.innerText()).not.toBe(byGround);
    await expect.poll(() => delivery.innerText()).toMatch(estimate);

    const quantity = page.getByTestId('edit-quantity');
    const save = page.getByTestId('edit-save');
    // 200 × $50.00 is $10,000.00: past the $5,000.00 a week an unverified account may send.
    await quantity.fill('200');
    await page.getByTestId('bank-warning').waitFor();
    await expect(page.getByTestId('bank-warning').innerText()).resolves.toMatch(/weekly sending limit/);
    expect(await page.getByTestId('verify-now').getAttribute('href')).toBe(
      '/pharmacy/settings/ach_verification?force_verify=1',
    );
    expect(await save.isDisabled()).toBe(true);
    await quantity.fill('3');
    await page.getByTestId('bank-warning').waitFor({ state: 'detached' });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await context.close();
  });
});
