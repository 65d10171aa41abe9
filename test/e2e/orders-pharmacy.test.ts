/**
 * The pharmacy's orders pages in Chromium (pharmacy-side §2 /pharmacy/orders, order details, balance
 * dropdown; §4 Bulk selection, Lot number confirmation), and what the order page shows besides the
 * order (issue 10): the shipment with its tracking events, the invoice as a printable document and a PDF.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, logInOn } from '../harness/browser.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import {
  insertInvoice,
  insertOrder,
  insertShipment,
  PHARMACY,
} from '../integration/orders/orders-pharmacy-fixtures.ts';
import { createOwnPharmacy, type OwnPharmacy } from '../harness/own-pharmacy.ts';
import { e2eStack } from '../harness/e2e-stack.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let shippedId: string;
/** The invoice this file pays from the balance dropdown (other files may leave invoices due sooner). */
let payableInvoiceId: string;
/** A delivered and invoiced order with its shipment's tracking, and its invoice ($40.00 of $115.00 paid). */
const documented = { orderId: '', invoiceId: '', number: 0 };
let own: OwnPharmacy;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  // Orders of its own: other browser tests place orders for the demo pharmacy in the same database.
  own = await createOwnPharmacy(database.db, 'Orderfixture Pharmacy', { withCard: true });
  const pharmacy = { ...PHARMACY, id: own.id };
  const shipped = await insertOrder(database.db, {
    pharmacy,
    lines: [{ name: 'Alpha pill' }, { name: 'Beta pill' }],
    overrides: { status: 'shipped' },
  });
  shippedId = shipped.id;
  const invoiced = await insertOrder(database.db, { pharmacy, overrides: { status: 'invoiced' } });
  payableInvoiceId = (
    await insertInvoice(database.db, invoiced, {
      issuedOn: new Date().toISOString().slice(0, 10),
      dueOn: '2099-01-01',
    })
  ).id;
  const delivered = await insertOrder(database.db, {
    pharmacy,
    lines: [{ name: 'Gamma pill', quantity: 2, unitCents: 5_000 }],
    // Placed two months ago: the list's This Month preset below finds only the two orders above.
    overrides: { status: 'invoiced', placedAt: new Date(Date.now() - 86_400_000 * 60) },
  });
  await insertShipment(database.db, delivered.id, {
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
    events: [
      { status: 'shipment_information_sent', at: new Date('2026-03-09T14:00:00Z') },
      { status: 'in_transit', at: new Date('2026-03-10T09:30:00Z'), city: 'Dallas', state: 'TX' },
      { status: 'delivered', at: new Date('2026-03-11T16:00:00Z'), source: 'manual' },
    ],
  });
  // Due after the other invoice, so the balance dropdown's first row (paid above) is not this one.
  const invoice = await insertInvoice(database.db, delivered, {
    issuedOn: '2026-03-12',
    dueOn: '2099-06-01',
    paidCents: 4_000,
  });
  Object.assign(documented, { orderId: delivered.id, invoiceId: invoice.id, number: invoice.number });
  for (let i = 0; i < 30; i++)
    await insertOrder(database.db, {
      pharmacy,
      overrides: { placedAt: new Date(Date.now() - 86_400_000 * 40 - i * 3_600_000) },
    });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('pharmacy orders pages', () => {
  it('filters, stars in bulk, exports, confirms lots, saves the memo and pays an invoice from the balance dropdown', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInOn(page, baseUrl, { ...own, home: '/pharmacy' });
    await page.goto(`${baseUrl}/pharmacy/orders`);
    const rows = page.getByTestId('order-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(25);
    await page.getByTestId('orders-range-presets').click();
    await page.getByTestId('range-preset-This Month').click();
    await page.waitForURL((url) => url.searchParams.has('range'));
    await expect.poll(() => rows.count()).toBe(2);
    const bulk = page.getByTestId('orders-bulk-actions');
    expect(await bulk.isDisabled()).toBe(true);
    await page.getByTestId('orders-select-all').check();
    await expect.poll(() => bulk.innerText()).toContain('2 selected');
    await bulk.click();
    await page.getByTestId('orders-bulk-fav').click();
    await page.getByTestId('toast-success').filter({ hasText: '2 orders added to favorites.' }).waitFor();
    await expect.poll(() => page.locator('[data-fav="true"]').count()).toBe(2);
    await page.getByTestId(`order-fav-${shippedId}`).click();
    await expect
      .poll(() => page.getByTestId(`order-fav-${shippedId}`).getAttribute('data-fav'))
      .toBe('false');
    const download = page.waitForEvent('download');
    await page.getByTestId('orders-export-pdf').click();
    expect((await download).suggestedFilename()).toBe('orders.pdf');

    await page.goto(`${baseUrl}/pharmacy/orders/${shippedId}`);
    await page.getByTestId('order-timeline').waitFor();
    await expect.poll(() => page.getByTestId('estimated-delivery').innerText()).not.toBe('Retrieving...');
    await page.getByTestId('lot-notice').waitFor();
    const lotRows = page.getByTestId('lot-row');
    for (let i = 0; i < 2; i++) {
      const row = lotRows.nth(i);
      await row.getByTestId('lot-number').fill(`LOT-${i}`);
      await row.getByTestId('lot-exp').fill('07-31-2027');
      expect(await row.getByTestId('lot-confirm').innerText()).toBe('Confirm');
      await row.getByTestId('lot-confirm').click();
      await expect.poll(() => row.getByTestId('lot-confirm').innerText()).toBe('Confirmed');
    }
    await expect.poll(() => page.getByTestId('lot-notice').count()).toBe(0);
    await lotRows.nth(0).getByTestId('lot-number').fill('LOT-X');
    expect(await lotRows.nth(0).getByTestId('lot-confirm').innerText()).toBe('Confirm');
    await page.getByTestId('order-memo').fill('Leave at back door');
    await page.getByTestId('order-memo-save').click();
    await page.getByTestId('toast-success').filter({ hasText: 'Memo saved.' }).waitFor();

    await page.getByTestId('balance-button').click();
    const payable = page.locator(`[data-testid="balance-invoice"][data-id="${payableInvoiceId}"]`);
    await payable.waitFor();
    await payable.getByTestId('invoice-pay').click();
    // The modal loads the payment methods when it opens: under a full run's load that can take
    // longer than a click's default wait, so wait for the card itself first.
    await page.getByTestId('pay-method-card').first().waitFor({ timeout: 45_000 });
    await page.getByTestId('pay-method-card').first().click();
    await page.getByTestId('pay-invoice-submit').click();
    await page.getByTestId('toast-success').filter({ hasText: 'has been paid' }).waitFor();
    await context.close();
  });

  it('shows the shipment’s carrier, tracking number and tracking events the supplier sees, and the invoice as a document: printable, and as a PDF', async () => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      await logInOn(page, baseUrl, { ...own, home: '/pharmacy' });
      await page.goto(`${baseUrl}/pharmacy/orders/${documented.orderId}`);
      const shipment = page.getByTestId('shipment-panel');
      await shipment.waitFor();
      expect(await shipment.getByTestId('shipment-carrier').innerText()).toBe('UPS');
      expect(await shipment.getByTestId('shipment-tracking-number').innerText()).toBe('1Z999AA10123456784');
      const events = (await shipment.getByTestId('shipment-event').allInnerTexts()).map((row) =>
        row.split('\t').slice(1).join(' | '),
      );
      expect(events).toEqual([
        'Delivered | — | Entered by the supplier',
        'In Transit | Dallas, TX | Carrier',
        'Shipment Information Sent to Carrier | — | Carrier',
      ]);

      await page.screenshot({
        path: resolve(process.cwd(), 'test-results', 'pharmacy-order-shipment.png'),
        fullPage: true,
      });
      const invoice = page.getByTestId('order-invoice');
      expect(await invoice.innerText()).toContain(`Invoice #${documented.number}: $75.00 due 06/01/2099`);
      const saving = page.waitForEvent('download');
      await invoice.getByTestId('order-invoice-pdf').click();
      const pdf = await saving;
      expect(pdf.suggestedFilename()).toBe(`invoice-${documented.number}.pdf`);
      expect(
        readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      await invoice.getByTestId('order-invoice-view').click();
      await page.waitForURL((url) => url.pathname === `/pharmacy/invoices/${documented.invoiceId}`);
      const sheet = page.getByTestId('invoice-document');
      await sheet.waitFor();
      const text = async (testId: string) =>
        (await sheet.getByTestId(testId).innerText()).replace(/\s+/g, ' ');
      expect(await text('invoice-number')).toBe(`Invoice #${documented.number}`);
      expect(await text('invoice-issued')).toBe('Issued 03/12/2026');
      expect(await text('invoice-due')).toBe('Due 06/01/2099');
      expect(await sheet.getByTestId('invoice-line').allInnerTexts()).toEqual([
        expect.stringMatching(/Gamma pill\s+2\s+\$50\.00\s+\$100\.00/),
      ]);
      expect(await text('invoice-total')).toBe('Total $115.00');
      expect(await text('invoice-paid')).toBe('Paid $40.00');
      expect(await text('invoice-remaining')).toBe('Remaining $75.00');
      // Printed, the page is the document alone: no navigation, no buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('side-nav').isVisible()).toBe(false);
      expect(await page.getByTestId('invoice-print').isVisible()).toBe(false);
      expect(await sheet.isVisible()).toBe(true);
      await page.screenshot({ path: resolve(process.cwd(), 'test-results', 'pharmacy-invoice-print.png') });
    } finally {
      await context.close();
    }
  });
});
