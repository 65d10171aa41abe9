/**
 * Checkout in Chromium (pharmacy-side §4 Checkout): the add-card form's client-side card rules, the
 * place-order button held back until the certification is ticked, a card order placed and followed
 * to its order page; a declining card refused when saved, and a declined payment's message kept on
 * the page until dismissed; bank transfer hidden over the unverified weekly limit, with the 'Verify now'
 * link to the ACH verification page where the micro-deposits verify the account.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bankAccounts, cartItems, orders } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { CARD_MESSAGES } from '../../domain/payments/card-rules.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct, SUPPLIER_ID, SUPPLIER2_ID } from '../harness/catalog-fixtures.ts';
import { createOwnPharmacy } from '../harness/own-pharmacy.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let accountId: string;
let email: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  const db = database.db;
  // A pharmacy of its own (Austin, TX), approved by both demo suppliers, with an unverified bank account.
  const own = await createOwnPharmacy(db, 'Checkoutfixture Pharmacy', { withLocation: true });
  accountId = own.id;
  email = own.email;
  await db
    .insert(bankAccounts)
    .values({ accountId, bankName: 'Sandbox Bank', last4: '9876', microDepositCents: [12, 34] });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function cartWith(
  supplierAccountId: string,
  packPriceCents: number,
  quantity: number,
  isBrand = false,
) {
  const product = await insertProduct(database.db, {
    name: `Checkoutfixture ${randomUUID().slice(0, 4)}`,
    isBrand,
  });
  const listing = await insertListing(database.db, product.id, {
    supplierAccountId,
    packPriceCents,
    stock: 50,
  });
  await database.db
    .insert(cartItems)
    .values({ pharmacyAccountId: accountId, supplierAccountId, listingId: listing.id, quantity });
}

async function logIn(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/pharmacy');
  return page;
}

describe('checkout page', () => {
  it("preselects the cheapest shipping, and shows every method free once the cart reaches the supplier's minimum (issue 21)", async () => {
    await database.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, accountId));
    await cartWith(SUPPLIER_ID, 5_000, 3); // $150.00: under Keystone's $500.00 free-shipping minimum
    const page = await logIn();
    await page.goto(`${baseUrl}/pharmacy/checkout/${SUPPLIER_ID}`);
    await expect.poll(() => page.getByTestId('shipping-ground').isChecked()).toBe(true);
    expect(await page.getByTestId('shipping-overnight').isChecked()).toBe(false);
    await cartWith(SUPPLIER_ID, 40_000, 1); // $550.00 in all
    await page.reload();
    const methods = page.getByTestId('shipping-methods');
    await expect.poll(() => methods.getByText('Free', { exact: true }).count()).toBe(3);
    await page.context().close();
    await database.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, accountId));
  });

  it('adds a card with the card rules, waits for the certification, places the order and opens it', async () => {
    await cartWith(SUPPLIER_ID, 5_000, 3); // $150.00 + ground $15.00 + 3 % card fee = $169.95
    const page = await logIn();
    await page.goto(`${baseUrl}/pharmacy/checkout/${SUPPLIER_ID}`);
    await page.getByTestId('shipping-ground').check();
    await page.getByTestId('pay-card').check();
    await page.getByTestId('add-card').click();
    await page.getByTestId('card-holder').fill('Cora Fixture');
    await page.getByTestId('card-number').fill('4242 4242 4242 4241');
    await page.getByTestId('card-expiry').fill('12/30');
    await page.getByTestId('card-cvc').fill('123');
    await page.getByTestId('card-save').click();
    await expect.poll(() => page.getByText(CARD_MESSAGES.number).count()).toBe(1);
    await page.getByTestId('card-number').fill('4242 4242 4242 4242');
    await page.getByTestId('card-save').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Your card has been saved.' }).waitFor();
    await expect.poll(() => page.getByTestId('total').textContent()).toBe('$169.95');
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    await page.getByTestId('certification').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => url.pathname.startsWith('/pharmacy/orders/'));
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ pharmacyAccountId: accountId, paymentMethod: 'card', totalCents: 16_995 });
    await page.context().close();
  });

  it("refuses a declining card when it is saved, and keeps a declined payment's message on the page until dismissed", async () => {
    await cartWith(SUPPLIER_ID, 5_000, 3);
    const page = await logIn();
    await page.goto(`${baseUrl}/pharmacy/checkout/${SUPPLIER_ID}`);
    await page.getByTestId('shipping-ground').check();
    await page.getByTestId('pay-card').check();
    await page.getByTestId('add-card').click();
    await page.getByTestId('card-holder').fill('Cora Fixture');
    await page.getByTestId('card-expiry').fill('12/30');
    await page.getByTestId('card-cvc').fill('123');
    // Verified when saved: the declining test card is refused on its number field.
    await page.getByTestId('card-number').fill('4000 0000 0000 0002');
    await page.getByTestId('card-save').click();
    await expect.poll(() => page.getByText('Your card was declined.').count()).toBeGreaterThan(0);
    // A card that is saved but declines when charged.
    await page.getByTestId('card-number').fill('4000 0000 0000 0341');
    await page.getByTestId('card-save').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Your card has been saved.' }).waitFor();
    await page.getByTestId('certification').check();
    await page.getByTestId('place-order').click();
    const refusal = page.getByTestId('place-order-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Your card was declined.');
    // It stays while the user reads and acts; dismissing it removes it.
    await page.getByTestId('certification').uncheck();
    await page.getByTestId('certification').check();
    expect(await refusal.isVisible()).toBe(true);
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => refusal.count()).toBe(0);
    await page.context().close();
  });

  it('hides bank transfer over the weekly limit with a Verify now link, and verifies the account there', async () => {
    await cartWith(SUPPLIER2_ID, 600_000, 1, true);
    const page = await logIn();
    await page.goto(`${baseUrl}/pharmacy/checkout/${SUPPLIER2_ID}`);
    await page.getByTestId('bank-warning').waitFor();
    expect(await page.getByTestId('pay-bank').count()).toBe(0);
    await page.getByTestId('verify-now').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/pharmacy/settings/ach_verification' &&
        url.searchParams.get('force_verify') === '1',
    );
    await page.getByTestId('force-verify-notice').waitFor();
    await page.getByTestId('ach-amount-1').fill('34');
    await page.getByTestId('ach-amount-2').fill('12');
    await page.getByTestId('ach-verify').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Your bank account is verified.' }).waitFor();
    await page.goto(`${baseUrl}/pharmacy/checkout/${SUPPLIER2_ID}`);
    await page.getByTestId('pay-bank').waitFor();
    await page.context().close();
  });
});
