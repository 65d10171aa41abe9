/**
 * Customer requests in Chromium (issue 11 "Done when"): the pharmacy asks Keystone for a credit
 * increase on the wholesaler's page, Keystone approves it after the confirmation and the new credit
 * line is the customer's; an account-type change and an end-of-month change are declined (with the
 * reason the pharmacy then reads) and then approved, the end-of-month page going to its history
 * after 3 s. Issue 21: the form opens from the approved-wholesalers row with the current terms, and
 * a pending request is withdrawn there.
 */
import type { Browser, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { cartItems, customerRequests, supplierCustomers } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { addToCart, EVENTUALLY, KEYSTONE, logIn, openFromSearch } from './buying-journey-steps.ts';

const KEYSTONE_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!.id;
const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let pharmacy: Page;
let supplier: Page;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  await database.db.delete(customerRequests).where(eq(customerRequests.pharmacyAccountId, PHARMACY_ID));
  pharmacy = await logIn(browser, baseUrl, 'pharmacy@example.com', '/pharmacy');
  supplier = await logIn(browser, baseUrl, 'supplier@example.com', '/suppliers');
});

afterAll(async () => {
  await database?.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY_ID));
  // Later browser tests expect the demo pharmacy's seeded Keystone terms.
  await database?.db
    .update(supplierCustomers)
    .set({ creditAllocatedCents: 2_500_000, netDays: 30, invoicesDueOnLastDay: false, invoicesDueDay: null })
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, KEYSTONE_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY_ID),
      ),
    );
  await browser?.close();
  await database?.close();
});

async function keystoneTerms() {
  const [row] = await database.db
    .select()
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.supplierAccountId, KEYSTONE_ID),
        eq(supplierCustomers.pharmacyAccountId, PHARMACY_ID),
      ),
    );
  return row!;
}

/** Sends the form on Keystone's page; answers the new request's id (the newest row of the pharmacy's list). */
async function ask(fill: (page: Page) => Promise<void>): Promise<string> {
  await pharmacy.goto(`${baseUrl}/pharmacy/wholesalers/${KEYSTONE_ID}/details`);
  await pharmacy.getByTestId('request-form').waitFor();
  await fill(pharmacy);
  await pharmacy.getByTestId('request-form-submit').click();
  await pharmacy.getByTestId('toast-success').filter({ hasText: 'request was sent to' }).first().waitFor();
  // The list refreshes after the toast: the newest row is the new one once it is a pending one.
  const row = pharmacy.getByTestId('my-requests').getByTestId('request-row').first();
  await expect.poll(() => row.getByTestId('request-status').textContent(), EVENTUALLY).toBe('pending');
  return (await row.getAttribute('data-id'))!;
}

/** On a supplier list page, decides the request's row after the confirmation. */
async function decide(
  path: string,
  id: string,
  button: 'request-approve' | 'request-decline',
  before?: (row: ReturnType<Page['locator']>) => Promise<void>,
) {
  await supplier.goto(`${baseUrl}${path}`);
  const row = supplier.locator(`[data-testid="request-row"][data-id="${id}"]`);
  await row.waitFor(EVENTUALLY);
  if (before) await before(row);
  await row.getByTestId(button).click();
}

/** Confirms the dialog showing `text`; a decline's dialog asks its reason first (issue 21). */
async function confirm(text: string, reason?: string) {
  const dialog = supplier.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  if (reason) {
    // Decline waits for a reason.
    expect(await dialog.getByTestId('confirm-yes').isDisabled()).toBe(true);
    await dialog.getByTestId('request-decline-reason').fill(reason);
  }
  await dialog.getByTestId('confirm-yes').click();
}

// A name no demo product carries, so the search suggests this product alone.
const CREDIT_PROBE = 'Vantrelodine';

/** What the pharmacy owes Keystone on terms now: its placed, unpaid pay-offline orders. */
async function outstandingWithKeystone(): Promise<number> {
  const [row] = await database.sql<{ cents: number }[]>`
    select coalesce(sum(total_cents), 0)::int as cents from orders
    where pharmacy_account_id = ${PHARMACY_ID} and supplier_account_id = ${KEYSTONE_ID}
      and payment_method = 'pay_offline' and status not in ('cancelled', 'invoiced', 'paid', 'overdue')`;
  return row!.cents;
}

/** Opens the Keystone checkout with pay offline chosen; answers whether the credit-exceeded alert shows. */
async function creditExceededAtCheckout(): Promise<boolean> {
  await pharmacy.goto(`${baseUrl}/pharmacy/checkout/${KEYSTONE_ID}`);
  await pharmacy.getByTestId('pay-offline').check();
  await pharmacy.getByTestId('total').waitFor();
  return (await pharmacy.getByTestId('credit-exceeded').count()) > 0;
}

describe('customer requests', () => {
  it('a credit increase asked on the wholesaler page and approved by Keystone is the new credit line, and what checkout allows', async () => {
    // The pharmacy's Keystone credit is used up to the cent, and its cart holds a $60.00 item.
    const product = await insertProduct(database.db, { name: CREDIT_PROBE, genericName: 'vantrelodine' });
    const listing = await insertListing(database.db, product.id, { packPriceCents: 6_000, stock: 20 });
    const scope = and(
      eq(supplierCustomers.supplierAccountId, KEYSTONE_ID),
      eq(supplierCustomers.pharmacyAccountId, PHARMACY_ID),
    );
    await database.db
      .update(supplierCustomers)
      .set({ creditAllocatedCents: (await outstandingWithKeystone()) + 1 })
      .where(scope);
    await openFromSearch(pharmacy, CREDIT_PROBE.slice(0, 6), CREDIT_PROBE, product.id);
    await addToCart(pharmacy, listing.id, 1, CREDIT_PROBE, KEYSTONE);
    expect(await creditExceededAtCheckout()).toBe(true);

    const id = await ask(async (page) => {
      await page.getByTestId('request-form-credit-amount').fill('40000');
    });
    await decide('/suppliers/customers/credit_increase_requests', id, 'request-approve');
    await confirm('Are you sure you want to approve the credit and terms increase?');
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: 'Credit increase request approved.' })
      .waitFor();
    await expect.poll(async () => (await keystoneTerms()).creditAllocatedCents, EVENTUALLY).toBe(4_000_000);
    await pharmacy.reload();
    const mine = pharmacy.locator(`[data-testid="request-row"][data-id="${id}"]`);
    await expect.poll(() => mine.getByTestId('request-status').textContent(), EVENTUALLY).toBe('approved');
    expect(await creditExceededAtCheckout()).toBe(false);
  });

  it('an account-type change is declined, then asked again and approved with the form', async () => {
    const fill = async (page: Page) => {
      await page.getByTestId('request-kind').getByText('Account type change').click();
      await page.getByTestId('request-form-credit-amount').fill('30000');
      await page.getByTestId('request-form-net-days').fill('21');
    };
    const first = await ask(fill);
    await decide('/suppliers/customers/account_type_change_requests', first, 'request-decline');
    const reason = 'Net terms need two years of orders with us.';
    await confirm('Are you sure you want to decline this account type change request?', reason);
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: 'Account type change request declined.' })
      .waitFor();
    await pharmacy.reload();
    const declined = pharmacy.locator(`[data-testid="request-row"][data-id="${first}"]`);
    await expect.poll(() => declined.textContent(), EVENTUALLY).toContain(`Reason: ${reason}`);

    const second = await ask(fill);
    await decide('/suppliers/customers/account_type_change_requests', second, 'request-approve');
    await supplier.getByTestId('account-change-form').waitFor();
    await supplier.getByTestId('account-change-submit').click();
    await confirm('Are you sure you want to approve this account type change request?');
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: 'Account type change request approved.' })
      .waitFor();
    await expect.poll(async () => (await keystoneTerms()).netDays, EVENTUALLY).toBe(21);
    expect((await keystoneTerms()).creditAllocatedCents).toBe(3_000_000);
  });

  it('an end-of-month change is declined, then approved, and the page goes to its history after 3 s', async () => {
    const fill = async (page: Page) => {
      await page.getByTestId('request-kind').getByText('End of month terms').click();
      await page.getByTestId('request-form-net-days').fill('60');
    };
    const first = await ask(fill);
    await decide('/suppliers/customers/request_eom_changes', first, 'request-decline');
    await confirm('Are you sure you want to decline this end of month terms change request?', 'Not now');
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: 'End of month terms change request declined.' })
      .waitFor();
    await supplier.waitForURL(/type=history/, { timeout: 10_000 });

    const second = await ask(fill);
    await decide('/suppliers/customers/request_eom_changes', second, 'request-approve');
    await confirm('Are you sure you want to approve this end of month terms change request?');
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: 'End of month terms change request approved.' })
      .waitFor();
    await supplier.waitForURL(/type=history/, { timeout: 10_000 });
    await expect.poll(async () => (await keystoneTerms()).netDays, EVENTUALLY).toBe(60);
    expect((await keystoneTerms()).invoicesDueOnLastDay).toBe(true);
  });

  it('asks for more credit from the approved-wholesalers row, seeing the current terms, and withdraws it (issue 21)', async () => {
    await pharmacy.goto(`${baseUrl}/pharmacy/wholesalers/approved`);
    const row = pharmacy.locator(`[data-testid="approved-wholesaler-row"][data-id="${KEYSTONE_ID}"]`);
    await row.getByTestId('request-terms-open').click();
    const modal = pharmacy.getByRole('dialog');
    const terms = await keystoneTerms();
    await expect
      .poll(() => modal.getByTestId('request-current-terms').textContent(), EVENTUALLY)
      .toContain(`net ${terms.netDays} days`);
    await modal
      .getByTestId('request-form-credit-amount')
      .fill(String(terms.creditAllocatedCents / 100 + 5_000));
    await modal.getByTestId('request-form-submit').click();
    await pharmacy.getByTestId('toast-success').filter({ hasText: 'request was sent to' }).first().waitFor();
    const mine = modal.getByTestId('my-requests').getByTestId('request-row').first();
    await expect.poll(() => mine.getByTestId('request-status').textContent(), EVENTUALLY).toBe('pending');
    const id = (await mine.getAttribute('data-id'))!;

    await mine.getByTestId('request-withdraw').click();
    await pharmacy.getByRole('dialog').filter({ hasText: 'Withdraw this request' }).waitFor();
    await pharmacy.getByTestId('confirm-yes').click();
    await pharmacy.getByTestId('toast-success').filter({ hasText: 'Request withdrawn.' }).waitFor();
    await expect.poll(() => mine.getByTestId('request-status').textContent(), EVENTUALLY).toBe('withdrawn');
    const [stored] = await database.db.select().from(customerRequests).where(eq(customerRequests.id, id));
    expect(stored?.status).toBe('withdrawn');
    expect((await keystoneTerms()).creditAllocatedCents).toBe(terms.creditAllocatedCents);
  });
});
