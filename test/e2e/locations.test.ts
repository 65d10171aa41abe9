/**
 * Locations in Chromium (issue 23 "Done when"): the demo master adds a third store on the
 * locations settings page and links a card to it; moving the store's address answers pending;
 * support approves it on the location-changes queue; Keystone (the demo wholesaler) sees the
 * location-change notice and acknowledges it. The store and the notices are put back afterwards
 * for the other browser tests.
 */
import type { Browser, Page } from 'playwright-core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import {
  customerNoticeAcks,
  locationChanges,
  locations,
  paymentCards,
  supplierCustomers,
} from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';
import { chooseOption } from './offers-journey-steps.ts';

const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
const STORE = 'Main Street Pharmacy - Round Rock (e2e)';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let noticesBefore: (typeof customerNoticeAcks.$inferSelect)[] = [];

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  noticesBefore = await database.db
    .select({ ack: customerNoticeAcks })
    .from(customerNoticeAcks)
    .innerJoin(supplierCustomers, eq(supplierCustomers.id, customerNoticeAcks.supplierCustomerId))
    .where(eq(supplierCustomers.pharmacyAccountId, PHARMACY.id))
    .then((rows) => rows.map((r) => r.ack));
});

afterAll(async () => {
  const added = await database?.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.name, STORE));
  const ids = (added ?? []).map((l) => l.id);
  if (ids.length > 0) {
    await database.db
      .update(paymentCards)
      .set({ locationId: null })
      .where(inArray(paymentCards.locationId, ids));
    await database.db.delete(locationChanges).where(inArray(locationChanges.locationId, ids));
    await database.db.delete(locations).where(inArray(locations.id, ids));
  }
  // Later browser tests read the demo pharmacy's notices as seeded.
  const customers = await database?.db
    .select({ id: supplierCustomers.id })
    .from(supplierCustomers)
    .where(eq(supplierCustomers.pharmacyAccountId, PHARMACY.id));
  if (customers && customers.length > 0) {
    await database.db.delete(customerNoticeAcks).where(
      inArray(
        customerNoticeAcks.supplierCustomerId,
        customers.map((c) => c.id),
      ),
    );
    if (noticesBefore.length > 0) await database.db.insert(customerNoticeAcks).values(noticesBefore);
  }
  await browser?.close();
  await database?.close();
});

const toast = (page: Page, text: string) =>
  page.getByTestId('toast-success').filter({ hasText: text }).first().waitFor(EVENTUALLY);

describe('locations of a pharmacy group', () => {
  it('adds a third store, moves it pending, support approves, Keystone acknowledges the location change', async () => {
    const master = await logIn(browser, baseUrl, 'pharmacy@example.com', '/pharmacy');
    await master.goto(`${baseUrl}/pharmacy/settings/locations`);
    await master.getByTestId('add-location').click();
    const form = master.getByTestId('location-form');
    await form.getByTestId('location-name').fill(STORE);
    await form.getByTestId('location-address1').fill('201 E Main St');
    await form.getByTestId('location-city').fill('Round Rock');
    await chooseOption(master, form.getByTestId('location-state'), { typed: 'Texas', text: 'Texas' });
    await form.getByTestId('location-zipcode').fill('78664');
    await form.getByTestId('location-phone').pressSequentially('5125550199');
    expect(await form.getByTestId('location-phone').inputValue()).toBe('(512) 555-0199');
    await form.getByTestId('location-gln').fill('0614141000005');
    await form.getByTestId('save-location').click();
    await toast(master, 'The location is added.');
    const row = master.locator(`[data-testid="location-row"][data-name="${STORE}"]`);
    await row.waitFor(EVENTUALLY);
    expect(await master.getByTestId('location-row').count()).toBeGreaterThanOrEqual(3);

    // Links the first card to the new store: checkout for it offers that card.
    await row.getByTestId('location-methods').click();
    const methods = master.getByTestId('location-methods-form');
    await methods.getByRole('checkbox').first().check();
    await methods.getByTestId('save-location-methods').click();
    await toast(master, 'The location is updated.');
    const [linked] = await database.db.select().from(locations).where(eq(locations.name, STORE));
    const cards = await database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.locationId, linked!.id));
    expect(cards).toHaveLength(1);

    await row.getByTestId('edit-location').click();
    await master.getByTestId('location-address1').fill('1000 E Palm Valley Blvd');
    await master.getByTestId('save-location').click();
    await toast(master, 'waits for support’s approval');
    await expect.poll(() => row.getByTestId('location-status').textContent(), EVENTUALLY).toBe('pending');

    const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
    await support.goto(`${baseUrl}/support/location_changes`);
    const change = support.locator(`[data-testid="location-change-row"][data-location="${STORE}"]`);
    await change.waitFor(EVENTUALLY);
    await change.getByTestId('approve-location-change').click();
    await support.getByTestId('confirm-yes').click();
    await toast(support, 'The location change is approved');
    const [moved] = await database.db.select().from(locations).where(eq(locations.name, STORE));
    expect(moved).toMatchObject({
      address1: '1000 E Palm Valley Blvd',
      city: 'Round Rock',
      zipcode: '78664',
    });

    const keystone = await logIn(browser, baseUrl, 'supplier@example.com', '/suppliers');
    await keystone.goto(`${baseUrl}/suppliers/location_changes`);
    const notice = keystone.locator(`[data-testid="location-notice-row"][data-pharmacy="${PHARMACY.name}"]`);
    await notice.waitFor(EVENTUALLY);
    expect(await notice.textContent()).toContain('1000 E Palm Valley Blvd');
    await notice.getByTestId('acknowledge-location-change').click();
    await toast(keystone, 'The location change is acknowledged.');
    await notice.waitFor({ state: 'detached', ...EVENTUALLY });
  });
});
