/**
 * A supplier's raise above the ordered quantity, in Chromium (issue 10 "unless the pharmacy
 * accepts"): the supplier's modify form says it will be a proposal, the order waits, the pharmacy
 * reads the proposed lines on its order page and accepts after confirming, and the supplier's page
 * then shows the order modified.
 */
import { Client, Connection } from '@temporalio/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { startOrderFulfilment } from '../../platform/temporal/orders.ts';
import { launchChromium } from '../harness/browser.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { placeOrder } from '../integration/orders/order-fulfilment-fixtures.ts';
import { EVENTUALLY, KEYSTONE, logIn, snapshot } from './buying-journey-steps.ts';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let connection: Connection;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  connection = await Connection.connect({ address: inject('temporalAddress') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await connection?.close();
  await database?.close();
});

describe('a proposed order change', () => {
  it('is sent by the supplier, accepted by the pharmacy, and then applied', async () => {
    const { order } = await placeOrder(database);
    await startOrderFulfilment(
      new Client({ connection, namespace: e2eStack().namespace }),
      'marketplace',
      order,
    );

    const supplier = await logIn(browser, baseUrl, 'supplier@example.com', '/suppliers');
    await supplier.goto(`${baseUrl}/suppliers/orders/${order.id}`);
    await supplier.getByTestId('order-modify').click();
    await supplier.getByTestId('modify-quantity').first().fill('3');
    await supplier.getByTestId('modify-proposal-notice').waitFor();
    await expect.poll(() => supplier.getByTestId('modify-totals-total').innerText()).toBe('$265.00');
    await supplier.getByTestId('modify-save').click();
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: `Order #${order.number}: raising a quantity above what was ordered` })
      .waitFor();
    await supplier.getByTestId('edit-proposal-waiting').waitFor();
    expect(await supplier.getByTestId('order-status').innerText()).toBe('PLACED');

    const pharmacy = await logIn(browser, baseUrl, 'pharmacy@example.com', '/pharmacy');
    await pharmacy.goto(`${baseUrl}/pharmacy/orders/${order.id}`);
    const proposal = pharmacy.getByTestId('edit-proposal');
    await expect.poll(() => proposal.innerText(), EVENTUALLY).toContain(`${KEYSTONE} proposes a change`);
    const line = proposal.getByTestId('proposal-lines').locator('tbody tr');
    await expect.poll(() => line.innerText()).toMatch(/Fixture 1\s+2\s+3/);
    await snapshot(pharmacy, 'order-edit-proposal');
    await pharmacy.getByTestId('proposal-accept').click();
    await pharmacy.getByTestId('confirm-yes').click();
    await pharmacy
      .getByTestId('toast-success')
      .filter({ hasText: `You accepted the supplier’s change. Order #${order.number} is updated.` })
      .waitFor();
    await proposal.waitFor({ state: 'detached' });
    await expect
      .poll(() => pharmacy.getByTestId('order-changes').innerText())
      .toContain('Fixture 1: quantity changed from 2 to 3.');

    await supplier.reload();
    await expect.poll(() => supplier.getByTestId('order-status').innerText()).toBe('MODIFIED');
    expect(await supplier.getByTestId('edit-proposal-waiting').count()).toBe(0);
    await supplier.context().close();
    await pharmacy.context().close();
  });
});
