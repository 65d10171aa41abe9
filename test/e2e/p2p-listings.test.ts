/**
 * Issue 13 part A in Chromium: the demo seller (Riverside Drug, an approved seller) lists a
 * product with a proof of purchase, a pedigree and two images and sees it in /pharmacy/inventory
 * with its proof on file; support sees a listing without proof in its queue and tells the seller.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct } from '../harness/catalog-fixtures.ts';
import { approveSeller } from '../harness/p2p-seller.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, logIn } from './buying-journey-steps.ts';
import { listWithProofAndImages } from './p2p-steps.ts';

const RIVERSIDE = DEMO_ACCOUNTS.find((a) => a.user.email === 'seller@example.com')!;

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  browser = await launchChromium();
  await approveSeller(database.db, { accountId: RIVERSIDE.id, userId: RIVERSIDE.user.id });
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

describe('p2p listings', () => {
  it('the seller lists a product with proof, pedigree and two images and sees it in its inventory', async () => {
    const name = `Zyloprimex ${randomUUID().slice(0, 6)}`;
    const product = await insertProduct(database.db, { name, isDemo: false });
    await insertListing(database.db, product.id);
    const seller = await logIn(browser, baseUrl, 'seller@example.com', '/pharmacy');
    await listWithProofAndImages(seller, {
      search: name.slice(0, 10),
      price: '40.00',
      stock: '3',
      lot: 'E2E-LOT-1',
      expiry: '2028-05-31',
    });
    await seller.getByTestId('seller-inventory-search').fill('E2E-LOT-1');
    await seller.getByTestId('seller-inventory-search').press('Enter');
    const row = seller.getByTestId('seller-inventory-row').filter({ hasText: name });
    await row.waitFor(EVENTUALLY);
    expect(await row.getByTestId('proof-badge').textContent()).toBe('Proof on file');
  });

  it('support sees a listing without proof in its queue and tells the seller', async () => {
    const name = `Proofless ${randomUUID().slice(0, 6)}`;
    const product = await insertProduct(database.db, { name, isDemo: false });
    const listing = await insertListing(database.db, product.id, {
      supplierAccountId: RIVERSIDE.id,
      isP2p: true,
      lot: 'NOPROOF-1',
    });
    const support = await logIn(browser, baseUrl, 'support@example.com', '/support');
    await support.getByTestId('nav-missing-proofs').click();
    const row = support.locator(`[data-testid="missing-proof-row"][data-id="${listing.id}"]`);
    await row.waitFor(EVENTUALLY);
    expect(await row.textContent()).toContain('Proof of purchase');
    await row.getByTestId('notify-seller').click();
    await support.getByTestId('toast-success').first().waitFor(EVENTUALLY);
    const told = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/pharmacy/inventory/${listing.id}/edit`));
    expect(told).toHaveLength(1);
  });
});
