/**
 * Customer requests in Chromium (issue 11 "Done when"): the pharmacy asks Keystone for a credit
 * increase on the wholesaler's page, Keystone approves it after the confirmation and the new credit
 * line is the customer's; an account-type change and an end-of-month change are declined and then
 * approved, the end-of-month page going to its history after 3 s.
 */
import type { Browser, Page } from 'playwright-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { customerRequests, supplierCustomers } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import '../harness/provided.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';

const KEYSTONE_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!.id;
const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let pharmacy: Page;
let supplier: Page;

beforeAll(async () => {
  baseUrl = inject('apiBaseUrl').replace(/\/$/, '');
  database = openDatabase(inject('databaseUrl'), { max: 2 });
  browser = await launchChromium();
  await database.db.delete(customerRequests).where(eq(customerRequests.pharmacyAccountId, PHARMACY_ID));
  pharmacy = await logIn(browser, baseUrl, 'pharmacy@example.com', '/pharmacy');
  supplier = await logIn(browser, baseUrl, 'supplier@example.com', '/suppliers');
});

afterAll(async () => {
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

async function confirm(text: string) {
  const dialog = supplier.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await supplier.getByTestId('confirm-yes').click();
}

describe('customer requests', () => {
  it('a credit increase asked on the wholesaler page and approved by Keystone is the new credit line', async () => {
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
  });

  it('an account-type change is declined, then asked again and approved with the form', async () => {
    const fill = async (page: Page) => {
      await page.getByTestId('request-kind').getByText('Account type change').click();
      await page.getByTestId('request-form-credit-amount').fill('30000');
      await page.getByTestId('request-form-net-days').fill('21');
    };
    const first = await ask(fill);
    await decide('/suppliers/customers/account_type_change_requests', first, 'request-decline');
    await confirm('Are you sure you want to decline this account type change request?');
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: 'Account type change request declined.' })
      .waitFor();

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
    await confirm('Are you sure you want to decline this end of month terms change request?');
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
});
