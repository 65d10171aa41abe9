/**
 * Issue 12 part C in Chromium ("Done when"): the demo seller (Riverside Drug) reads the laws, fees
 * and FAQ, registers as a p2p seller through the form's tabs, signs the seller agreement, and
 * support approves it; a pharmacy whose DEA registration expired is refused at checkout with the
 * licence message.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import {
  cartItems,
  pharmacyLicences,
  pharmacySellers,
  sellerRegistrations,
  shippingCutoffs,
  shippingHolidays,
  shippingMethods,
  supplierCustomers,
} from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { P2P_FEE_PERCENT } from '../../domain/p2p/payout.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct } from '../harness/catalog-fixtures.ts';
import { createOwnPharmacy } from '../harness/own-pharmacy.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';

const RIVERSIDE_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!.id;
const KEYSTONE_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!.id;

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  const db = database.db;
  // Riverside is made a seller by other browser tests (with methods and holidays): undo it all.
  await db.delete(shippingMethods).where(eq(shippingMethods.sellerAccountId, RIVERSIDE_ID));
  await db.delete(shippingHolidays).where(eq(shippingHolidays.sellerAccountId, RIVERSIDE_ID));
  await db.delete(pharmacySellers).where(eq(pharmacySellers.accountId, RIVERSIDE_ID));
  await db.delete(shippingCutoffs).where(eq(shippingCutoffs.sellerAccountId, RIVERSIDE_ID));
  await db
    .update(sellerRegistrations)
    .set({ status: 'declined', declineReason: 'an earlier test run' })
    .where(eq(sellerRegistrations.accountId, RIVERSIDE_ID));
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

/** Scrolls an intro tab's text to its end, then confirms it. */
async function readAndConfirm(page: Page, tab: string) {
  await page.getByTestId(`intro-tab-${tab}`).click();
  await page.getByTestId(`intro-text-${tab}`).hover();
  await page.mouse.wheel(0, 10_000);
  await expect.poll(() => page.getByTestId(`intro-confirm-${tab}`).isEnabled()).toBe(true);
  await page.getByTestId(`intro-confirm-${tab}`).click();
}

describe('seller registration', () => {
  it('the demo seller registers through the tabs, signs, and support approves', async () => {
    const seller = await logIn(browser, baseUrl, 'seller@example.com', '/pharmacy');
    await seller.goto(`${baseUrl}/pharmacy/become_seller`);
    // The fee is said up front, before any tab is read (issue 21), and each text once.
    const fee = seller.getByTestId('seller-fee');
    await fee.waitFor();
    expect(await fee.innerText()).toContain(`${P2P_FEE_PERCENT} % of what the buyer paid`);
    const laws = await seller.getByTestId('intro-text-laws').innerText();
    expect(laws.split('Controlled substances may be sold').length).toBe(2);
    expect(await seller.getByTestId('start-registration').isDisabled()).toBe(true);
    expect(await seller.getByTestId('intro-confirm-laws').isDisabled()).toBe(true);
    for (const tab of ['laws', 'fees', 'faq']) await readAndConfirm(seller, tab);
    await seller.getByTestId('start-registration').click();

    // Tab 1 validates before moving on.
    await seller.getByTestId('seller-next').click();
    await seller.getByText('This field is required.').first().waitFor();
    await seller.getByTestId('seller-name').fill('Riverside Resale');
    await seller.getByTestId('contact-phone').fill('(555) 010-2000');
    await seller.getByTestId('seller-next').click();

    // Tab 2: the driver licence photo, checked by its name in the browser and its bytes on the server.
    await seller.getByTestId('seller-next').click();
    await seller.getByText('This field is required.').first().waitFor();
    const photo = join(tmpdir(), `licence-${randomUUID()}.pdf`);
    writeFileSync(photo, '%PDF-1.4\n% driver licence\n');
    await seller.locator('input[type="file"]').setInputFiles(photo);
    await seller.getByTestId('seller-next').click();

    // Tab 3: one cut-off for all days, copied to Monday–Saturday.
    await seller.getByTestId('same-cutoff').check();
    await seller.getByTestId('all-days-cutoff').fill('5:00');
    expect(await seller.getByTestId('cutoff-saturday').inputValue()).toBe('5:00');
    await seller.getByTestId('seller-next').click();
    await seller.getByTestId('registration-awaiting-signature').waitFor();
    await seller.getByTestId('sign-agreement').waitFor(EVENTUALLY);

    const open = (
      await database.db
        .select()
        .from(sellerRegistrations)
        .where(eq(sellerRegistrations.accountId, RIVERSIDE_ID))
    ).find((r) => r.status === 'awaiting_signature')!;
    // The product's own signing page: typed signature with consent; it returns with the signed list.
    await seller.getByTestId('sign-agreement').click();
    await seller.waitForURL((url) => url.pathname.startsWith('/esign/'));
    await seller.getByTestId('signature-typed-name').fill('Sam Okafor');
    await seller.getByTestId('signature-consent').check();
    await seller.getByTestId('signature-submit').click();
    await seller.waitForURL(
      (url) => url.pathname === '/pharmacy/become_seller' && url.searchParams.has('signed'),
    );
    await seller.getByTestId('registration-in-review').waitFor(EVENTUALLY);

    const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
    await support.goto(`${baseUrl}/support/seller_registrations`);
    const row = support.locator(`[data-id="${open.id}"]`);
    await row.getByTestId('signed-agreement').waitFor();
    await row.getByTestId('approve-registration').click();
    await support.getByTestId('confirm-yes').click();
    await support
      .getByTestId('toast-success')
      .filter({ hasText: 'The seller registration is approved.' })
      .waitFor();

    await seller.reload();
    await seller.getByTestId('registration-approved').waitFor(EVENTUALLY);
    const [settings] = await database.db
      .select()
      .from(shippingCutoffs)
      .where(eq(shippingCutoffs.sellerAccountId, RIVERSIDE_ID));
    expect(settings?.saturdayCutoff).toBe('5:00');
    await seller.context().close();
    await support.context().close();
  });
});

describe('licences that stay valid', () => {
  it('refuses checkout to a pharmacy whose DEA registration expired, with the licence message', async () => {
    const db = database.db;
    const own = await createOwnPharmacy(db, 'Expiredlicence Pharmacy', { withLocation: true });
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await db.insert(pharmacyLicences).values({
      accountId: own.id,
      kind: 'dea',
      number: `XE${randomUUID().slice(0, 7)}`,
      expiresOn: yesterday,
    });
    const product = await insertProduct(db, { name: `Expiredlicence ${randomUUID().slice(0, 4)}` });
    const listing = await insertListing(db, product.id, {
      supplierAccountId: KEYSTONE_ID,
      packPriceCents: 6_000,
      stock: 50,
    });
    // Net terms need a credit line (issue 22: no credit, no terms): the licence is what refuses.
    await db
      .update(supplierCustomers)
      .set({ creditAllocatedCents: 1_000_000 })
      .where(eq(supplierCustomers.pharmacyAccountId, own.id));
    await db.insert(cartItems).values({
      pharmacyAccountId: own.id,
      supplierAccountId: KEYSTONE_ID,
      listingId: listing.id,
      quantity: 2,
    });

    const page = await logIn(browser, baseUrl, own.email, '/pharmacy');
    await page.goto(`${baseUrl}/pharmacy/checkout/${KEYSTONE_ID}`);
    await page.getByTestId('shipping-ground').check();
    await page.getByTestId('pay-offline').check();
    await page.getByTestId('certification').check();
    await page.getByTestId('place-order').click();
    const refusal = page.getByTestId('place-order-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(`expired on ${yesterday}. Please upload the renewed licence`);

    await page.goto(`${baseUrl}/pharmacy/licences`);
    await page.getByTestId('licence-hold').waitFor();
    // The page says what an expiry does (issue 21): the warnings, the hold, the suppliers told.
    const explained = await page.getByTestId('licence-expiry-explained').innerText();
    expect(explained).toContain('notify you 30 and 7 days before it expires');
    expect(explained).toContain('your account is on hold: checkout refuses your orders');
    expect(explained).toContain('buyers no longer see your listings');
    expect(explained).toContain('told that your licence expired');
    await page.context().close();
  });
});
