/**
 * A p2p sale after placement in Chromium (issue 13, Part C): the seller confirms each line's lot
 * (Confirm → Confirmed; the notice hides and the shipping-label button enables), creates the
 * sandbox label (which ships the order) and downloads it; the sandbox carrier delivers; the buyer
 * confirms receipt, downloads the T3 PDF and rates the seller; the seller's payout shows released.
 */
import { Client, Connection } from '@temporalio/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { P2P_ORDER_WORKFLOW_TYPE, p2pOrderWorkflowId } from '../../workflows/p2p/messages.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { placeP2pOrder } from '../integration/p2p/p2p-orders-fixtures.ts';
import { confirmLotsAndCreateLabel, receiveDownloadAndRate } from './p2p-steps.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let connection: Connection;
let client: Client;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: e2eStack().namespace });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await connection?.close();
  await database?.close();
});

async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1!');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/pharmacy');
}

describe('p2p sale in the browser', () => {
  it('the seller confirms lots, prints the label and ships; the buyer confirms receipt, downloads the T3 PDF and rates; the payout is released', async () => {
    const { order } = await placeP2pOrder(database);
    await client.workflow.start(P2P_ORDER_WORKFLOW_TYPE, {
      taskQueue: 'marketplace',
      workflowId: p2pOrderWorkflowId(order.id),
      args: [
        {
          orderId: order.id,
          durations: {
            inspectionMs: 600_000,
            tracking: { pollMs: 300, sandboxStepMs: 300, maxAgeMs: 120_000 },
          },
        },
      ],
    });
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    // The buyer watches its order page from the start, in its own browser: the panel follows the
    // sale over /cable, without a reload (issue 21).
    const buyerContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const buyer = await buyerContext.newPage();
    buyer.setDefaultTimeout(20_000);
    try {
      await logIn(buyer, 'pharmacy@example.com');
      await buyer.goto(`${baseUrl}/pharmacy/orders/${order.id}`);
      const phase = buyer.getByTestId('p2p-buyer-phase');
      await phase.waitFor();
      const phaseBefore = await phase.innerText();
      await logIn(page, 'seller@example.com');
      await page.getByTestId('nav-p2p-sales').click();
      await page
        .locator(`[data-testid="p2p-sale-row"][data-id="${order.id}"]`)
        .getByTestId('p2p-sale-link')
        .click();
      await page.waitForURL((url) => url.pathname === `/pharmacy/p2p/sales/${order.id}`);
      await confirmLotsAndCreateLabel(page, ['LOT1', 'LOT2']);
      const [label] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('p2p-label-download').click(),
      ]);
      expect(label.suggestedFilename()).toBe(`label-${order.number}.pdf`);

      // The sandbox carrier delivers (a scan every 300 ms).
      await expect
        .poll(
          async () =>
            (await database.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, order.id) }))?.status,
          { timeout: 30_000 },
        )
        .toBe('delivered');
      expect(phaseBefore).toMatch(/placed/i);
      await expect.poll(() => phase.innerText(), { timeout: 15_000 }).toMatch(/delivered/i);
      await buyer.getByTestId('p2p-confirm-receipt').waitFor({ timeout: 15_000 });

      await context.clearCookies();
      await logIn(page, 'pharmacy@example.com');
      await page.goto(`${baseUrl}/pharmacy/orders/${order.id}`);
      expect(await receiveDownloadAndRate(page)).toMatch(/^t3-\d{11}-v1\.pdf$/);

      await context.clearCookies();
      await logIn(page, 'seller@example.com');
      await page.goto(`${baseUrl}/pharmacy/p2p/payouts`);
      await expect
        .poll(() =>
          page
            .locator(`[data-testid="p2p-payout-row"][data-id="${order.id}"]`)
            .getByTestId('p2p-payout-status')
            .innerText(),
        )
        .toMatch(/released/i);
    } finally {
      await context.close();
      await buyerContext.close();
    }
  });
});
