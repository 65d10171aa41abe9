/**
 * Bank accounts in Chromium (issue 23 "Done when"): the master adds a bank account, reads its two
 * micro-deposits in the sandbox bank's inbox, fails verification once, verifies, pays an invoice by
 * transfer that settles when the sandbox bank clears; a transfer from the returning routing number
 * comes back R01 and the invoice is unpaid again, the account's transfers on hold.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_RETURN_ROUTING_NUMBER } from '../../activities/payments/sandbox-bank.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { launchChromium, logInOn } from '../harness/browser.ts';
import { createOwnPharmacy, type OwnPharmacy } from '../harness/own-pharmacy.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { insertInvoice, insertOrder, PHARMACY } from '../integration/orders/orders-pharmacy-fixtures.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let own: OwnPharmacy;
const invoiceIds: string[] = [];

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  own = await createOwnPharmacy(database.db, 'Bankfixture Pharmacy');
  const pharmacy = { ...PHARMACY, id: own.id };
  for (let i = 0; i < 2; i++) {
    const order = await insertOrder(database.db, { pharmacy, overrides: { status: 'invoiced' } });
    const invoice = await insertInvoice(database.db, order, {
      issuedOn: new Date().toISOString().slice(0, 10),
      dueOn: '2099-01-01',
    });
    invoiceIds.push(invoice.id);
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

const invoiceStatus = async (id: string) =>
  (await database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status;

async function addBankAccount(page: Page, routing: string) {
  await page.goto(`${baseUrl}/pharmacy/settings/payment-methods`);
  await page.getByTestId('add-bank-account').click();
  await page.getByTestId('bank-holder').fill('Bank Fixture');
  await page.getByTestId('bank-routing').fill(routing);
  await page.getByTestId('bank-account-number').fill('000123456789');
  await page.getByTestId('bank-save').click();
  await page
    .getByTestId('toast-success')
    .filter({ hasText: 'bank account has been added' })
    .first()
    .waitFor();
}

async function payByBank(page: Page, invoiceId: string, bankLabel: string) {
  await page.goto(`${baseUrl}/pharmacy`);
  await page.getByTestId('balance-button').click();
  const payable = page.locator(`[data-testid="balance-invoice"][data-id="${invoiceId}"]`);
  await payable.getByTestId('invoice-pay').click();
  const bank = page.getByLabel(bankLabel, { exact: false });
  await bank.waitFor({ timeout: 45_000 });
  await bank.click();
  await page.getByTestId('pay-invoice-submit').click();
  await page.getByTestId('toast-success').filter({ hasText: 'is on its way' }).first().waitFor();
}

async function clearSandboxBank(page: Page) {
  await page.goto(`${baseUrl}/pharmacy/settings/sandbox_bank`);
  await page.getByTestId('sandbox-clear').click();
  await page.getByTestId('toast-success').filter({ hasText: 'settled' }).first().waitFor();
}

describe('bank accounts', () => {
  it('adds, verifies with the sandbox inbox’s deposits after one wrong try, pays by a transfer that settles; a transfer from the returning routing number comes back and the invoice is unpaid again', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await logInOn(page, baseUrl, { ...own, home: '/pharmacy' });
      await addBankAccount(page, '021000021');

      await page.goto(`${baseUrl}/pharmacy/settings/sandbox_bank`);
      const deposits = page.locator('[data-testid="sandbox-bank-entry"][data-kind="micro_deposit"]');
      await expect.poll(() => deposits.count()).toBe(2);
      const cents = await Promise.all(
        [0, 1].map(async (i) => Number(await deposits.nth(i).getAttribute('data-cents'))),
      );

      await page.goto(`${baseUrl}/pharmacy/settings/ach_verification?force_verify=1`);
      const wrong = cents[0]! === 99 ? 98 : cents[0]! + 1;
      await page.getByTestId('ach-amount-1').fill(String(wrong));
      await page.getByTestId('ach-amount-2').fill(String(cents[1]));
      await page.getByTestId('ach-verify').click();
      await page.getByText('2 attempts left').first().waitFor();
      await page.getByTestId('ach-amount-1').fill(String(cents[0]));
      await page.getByTestId('ach-verify').click();
      await page.getByTestId('toast-success').filter({ hasText: 'Your bank account is verified.' }).waitFor();

      await payByBank(page, invoiceIds[0]!, 'routing 021000021');
      expect(await invoiceStatus(invoiceIds[0]!)).toBe('open');
      await clearSandboxBank(page);
      await expect.poll(() => invoiceStatus(invoiceIds[0]!), { timeout: 30_000 }).toBe('paid');

      await addBankAccount(page, SANDBOX_RETURN_ROUTING_NUMBER);
      await payByBank(page, invoiceIds[1]!, `routing ${SANDBOX_RETURN_ROUTING_NUMBER}`);
      await clearSandboxBank(page);
      await page.goto(`${baseUrl}/pharmacy/settings/payment-methods`);
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.getByTestId('bank-held').count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      expect(await invoiceStatus(invoiceIds[1]!)).toBe('open');
      await page.goto(`${baseUrl}/pharmacy/settings/sandbox_bank`);
      await page.getByTestId('sandbox-bank-entries').getByText('returned R01').waitFor();
    } finally {
      await context.close();
    }
  });
});
