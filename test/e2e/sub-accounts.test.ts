/**
 * A pharmacy group in Chromium (issue 23): the master creates a sub-account for its store and sets
 * its buyer's spend limit; the buyer sets a password from the mailed one-time link, orders over the
 * limit and the order waits; the master approves it on the approvals page and the order proceeds.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import {
  cartItems,
  locations,
  orders,
  sandboxMailbox,
  states,
  supplierCustomers,
  users,
} from '../../db/schema/index.ts';
import { withDeaCheckDigit } from '../../domain/licences/dea-number.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { createOwnPharmacy, type OwnPharmacy } from '../harness/own-pharmacy.ts';

const EVENTUALLY = { timeout: 20_000 };
const BUYER_PASSWORD = 'Round-Rock-Buyer-7!';
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let master: OwnPharmacy;
const buyerEmail = `buyer-${randomUUID().slice(0, 8)}@example.com`;
let orderId: string;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  master = await createOwnPharmacy(database.db, 'Groupfixture Pharmacy', { withLocation: true });
  // Net terms with Keystone: the store's buyer orders on the master's credit line.
  await database.db
    .update(supplierCustomers)
    .set({ creditAllocatedCents: 1_000_000 })
    .where(
      and(
        eq(supplierCustomers.pharmacyAccountId, master.id),
        eq(supplierCustomers.supplierAccountId, SUPPLIER_ID),
      ),
    );
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function pageFor(email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  page.setDefaultTimeout(20_000);
  await logInOn(page, baseUrl, { email, password, home: '/pharmacy' });
  return page;
}

const FORM: Record<string, string> = {
  business_legal_name: 'Groupfixture Pharmacy - Round Rock',
  first_name: 'Rhea',
  last_name: 'Rock',
  email: buyerEmail,
  phone: '(512) 555-0133',
  dob: '05-06-1985',
  federal_tax_id: `${digits(2)}-${digits(7)}`,
  address: '201 E Main St',
  city: 'Round Rock',
  state_id: '48',
  zip: '78664',
  dea_number: withDeaCheckDigit(`FR${digits(6)}`),
  dea_expiry: '12-31-2030',
  state_license_num: `TX${digits(6)}`,
  state_license_expiry: '12-31-2030',
};

describe('a master, its sub-account and a purchase over the limit', () => {
  it('the master creates a sub-account, links its store and sets a $10.00 per-order limit', async () => {
    const page = await pageFor(master.email, master.password);
    await page.goto(`${baseUrl}/pharmacy/settings/sub_accounts`);
    for (const [name, value] of Object.entries(FORM)) await page.getByTestId(`sub-${name}`).fill(value);
    await page.getByTestId('create-sub-account').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Sub-account created' }).waitFor();
    const card = page.getByTestId('sub-account-card');
    await card.waitFor();
    await card.getByTestId('link-location-select').click();
    await page.getByRole('option', { name: 'Groupfixture Pharmacy Austin' }).click();
    await card.getByTestId('link-location').click();
    await expect
      .poll(() => card.getByTestId('sub-account-stores').innerText(), EVENTUALLY)
      .toContain('Groupfixture Pharmacy Austin');
    await card.getByTestId('limit-per-order').fill('10');
    await card.getByTestId('save-limit').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Spend limits saved.' }).waitFor();
  });

  it('the buyer sets a password from the mailed link and orders over the limit: the order awaits approval', async () => {
    const [mail] = await database.db
      .select()
      .from(sandboxMailbox)
      .where(eq(sandboxMailbox.to, buyerEmail))
      .orderBy(desc(sandboxMailbox.createdAt))
      .limit(1);
    const link = /(\S*\/set-password\?token=\S+)/.exec(mail!.body)![1]!;
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${baseUrl}${new URL(link).pathname}${new URL(link).search}`);
    await page.getByLabel('New password', { exact: true }).fill(BUYER_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(BUYER_PASSWORD);
    await page.getByTestId('set-password-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logInOn(page, baseUrl, { email: buyerEmail, password: BUYER_PASSWORD, home: '/pharmacy' });

    const [buyer] = await database.db.select().from(users).where(eq(users.email, buyerEmail));
    const product = await insertProduct(database.db, { name: `Groupfixture ${randomUUID().slice(0, 4)}` });
    const listing = await insertListing(database.db, product.id, {
      supplierAccountId: SUPPLIER_ID,
      packPriceCents: 5_000,
      stock: 50,
    });
    await database.db.insert(cartItems).values({
      pharmacyAccountId: buyer!.accountId,
      supplierAccountId: SUPPLIER_ID,
      listingId: listing.id,
      quantity: 2,
    });
    await page.goto(`${baseUrl}/pharmacy/checkout/${SUPPLIER_ID}`);
    await page.getByTestId('pay-offline').check();
    await page.getByTestId('certification').check();
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), EVENTUALLY).toBe(true);
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => /^\/pharmacy\/orders\/[0-9a-f-]{36}$/.test(url.pathname));
    orderId = new URL(page.url()).pathname.split('/').pop()!;
    await expect
      .poll(() => page.getByTestId('order-status').innerText(), EVENTUALLY)
      .toMatch(/awaiting_approval/i);
  });

  it('the master approves it and the order proceeds', async () => {
    const page = await pageFor(master.email, master.password);
    await page.goto(`${baseUrl}/pharmacy/settings/approvals`);
    const row = page.getByTestId('approval-row').first();
    await row.getByTestId('approve-purchase').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Purchase approved' }).waitFor();
    await expect.poll(() => row.getByTestId('approval-status').innerText(), EVENTUALLY).toMatch(/approved/i);
    await expect
      .poll(
        async () => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status,
        EVENTUALLY,
      )
      .not.toBe('awaiting_approval');
    await expect
      .poll(
        async () =>
          (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.workflowStartedAt,
        EVENTUALLY,
      )
      .not.toBeNull();
  });

  it('the master narrows its balance dropdown to the store: the balance is asked for that location', async () => {
    // A second store of the master's own, so the group has two locations to tell apart.
    const [tx] = await database.db.select({ id: states.id }).from(states).where(eq(states.code, 'TX'));
    await database.db.insert(locations).values({
      accountId: master.id,
      name: 'Groupfixture Pharmacy Dallas',
      address1: '1500 Marilla St',
      city: 'Dallas',
      stateId: tx!.id,
      zipcode: '75201',
    });
    const page = await pageFor(master.email, master.password);
    await page.getByTestId('balance-button').click();
    await page.getByTestId('balance-total').waitFor();
    const asked = page.waitForRequest((r) => /balance_owned\?.*location_id=[0-9a-f-]{36}/.test(r.url()));
    await page.getByTestId('balance-location-filter').click();
    await page.getByRole('option', { name: 'Groupfixture Pharmacy Austin' }).click();
    await asked;
    await page.getByTestId('balance-total').waitFor();
    expect(await page.getByTestId('balance-dropdown').isVisible()).toBe(true);
  });
});
