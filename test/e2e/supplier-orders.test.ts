/**
 * The supplier's order pages in Chromium (issue 4 "Supplier side: the orders list, accept, modify,
 * ship"): open an order from the list, accept it, modify a quantity with the recomputed totals,
 * ship it with a generated sandbox tracking number and watch the carrier deliver it; cancel another
 * after confirming.
 */
import { resolve } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOrderFulfilment } from '../../platform/temporal/orders.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { placeOrder } from '../integration/orders/order-fulfilment-fixtures.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let connection: Connection;
let client: Client;

const FAST = { dayMs: 60_000, tracking: { pollMs: 300, sandboxStepMs: 400, maxAgeMs: 120_000 } };

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

async function newOrder() {
  const placed = await placeOrder(database);
  await startOrderFulfilment(client, 'marketplace', placed.order, FAST);
  return placed.order;
}

async function logIn(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill('supplier@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo-Password-1!');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/suppliers');
}

describe('supplier orders pages', () => {
  it('accepts, modifies and ships an order; the sandbox carrier delivers it', async () => {
    const order = await newOrder();
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/suppliers/orders`);
      await page
        .locator(`[data-testid="order-row"][data-id="${order.id}"]`)
        .getByTestId('order-link')
        .click();
      await page.waitForURL((url) => url.pathname === `/suppliers/orders/${order.id}`);

      await page.getByTestId('order-accept').click();
      await page
        .getByTestId('toast-success')
        .filter({ hasText: `Order #${order.number} accepted.` })
        .waitFor();
      await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('ACCEPTED');

      await page.getByTestId('order-modify').click();
      await page.getByTestId('modify-quantity').first().fill('1');
      await expect.poll(() => page.getByTestId('modify-totals-total').innerText()).toBe('$165.00');
      await page.getByTestId('modify-save').click();
      await page
        .getByTestId('toast-success')
        .filter({ hasText: `Order #${order.number} updated.` })
        .waitFor();
      await expect
        .poll(() => page.getByTestId('change-summary').innerText())
        .toContain('Fixture 1: quantity changed from 2 to 1.');

      await page.getByTestId('order-ship').click();
      await page.getByTestId('ship-generate-tracking').click();
      await expect.poll(() => page.getByTestId('ship-tracking-number').inputValue()).toMatch(/^SBX\d{10}$/);
      await page.getByTestId('package-weight').fill('2.5');
      await page.getByTestId('package-length').fill('10');
      await page.getByTestId('package-width').fill('8');
      await page.getByTestId('package-height').fill('0');
      await page.getByTestId('ship-submit').click();
      await page.getByText('Please enter a value greater than or equal to 1.').waitFor();
      await page.getByTestId('package-height').fill('6');
      await page.getByTestId('ship-submit').click();
      await page
        .getByTestId('toast-success')
        .filter({ hasText: `Order #${order.number} shipped.` })
        .waitFor();
      await page.getByTestId('shipment-panel').waitFor();
      await expect
        .poll(() => page.getByTestId('shipment-latest-status').innerText(), { timeout: 30_000 })
        .toBe('DELIVERED');
      await expect.poll(() => page.getByTestId('shipment-event').count()).toBe(6);
      await page.screenshot({
        path: resolve(process.cwd(), 'test-results', 'supplier-order.png'),
        fullPage: true,
      });
    } finally {
      await context.close();
    }
  });

  it('cancels an order after confirmation', async () => {
    const order = await newOrder();
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await logIn(page);
      await page.goto(`${baseUrl}/suppliers/orders/${order.id}`);
      await page.getByTestId('order-cancel').click();
      await page.getByTestId('cancel-reason').fill('Out of stock');
      await page.getByTestId('confirm-yes').click();
      await page
        .getByTestId('toast-success')
        .filter({ hasText: `Order #${order.number} cancelled.` })
        .waitFor();
      await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('CANCELLED');
      expect(await page.getByTestId('order-accept').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
