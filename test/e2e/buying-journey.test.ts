/**
 * Issue 4 "Done when", end to end in Chromium: the demo pharmacy fills carts from two suppliers,
 * meets Keystone's minimum and is blocked by Bluegrass's with the minimum message (pharmacy-side
 * §5 Order minimums), checks out Keystone with the saved sandbox card and Bluegrass with pay offline
 * once its quantities meet the minimum (§4 Checkout); Bluegrass accepts and ships it with the
 * sandbox carrier, the pharmacy sees it shipped then delivered with an estimated delivery date
 * (§4 Orders), and the pay-offline order's open invoice in the header's balance dropdown (§2).
 */
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { cartItems, invoices, orders, payments } from '../../db/schema/index.ts';
import { DEMO_CARD_ID } from '../../db/seed/buying.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { formatCents } from '../../domain/money.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct, SUPPLIER2_ID, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import {
  addToCart,
  BLUEGRASS,
  EVENTUALLY,
  isStepReached,
  KEYSTONE,
  logIn,
  openFromSearch,
  orderIdOf,
  reloadedStatus,
  snapshot,
  supplierCart,
  setLineQuantity,
} from './buying-journey-steps.ts';

const PHARMACY_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id;
// The API's message for Bluegrass's seeded minimums (domain/checkout/order-minimums.ts describeMinimums).
const BLUEGRASS_MINIMUM =
  'Bluegrass Pharma Supply requires a minimum order total of $2,500.00, including at least $1,000.00 of brand items and at least $500.00 of generic items (or no generic items at all).';
// Names no demo product carries, so the search suggests these products alone.
const GENERIC = 'Pellorvidine';
const BRAND_A = 'Travelzumab';
const BRAND_B = 'Quenstarix';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let pharmacy: Page;
let supplier: Page | undefined;
const fixture = { generic: '', brandA: '', brandB: '', keystoneListing: '', listingA: '', listingB: '' };
const placed = { cardOrderId: '', cardTotal: '', offlineOrderId: '', offlineTotal: '' };

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  const db = database.db;
  // Other files use the demo pharmacy too: start from empty carts (its cart lines only).
  await db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY_ID));
  fixture.generic = (await insertProduct(db, { name: GENERIC, genericName: 'pellorvidine' })).id;
  fixture.brandA = (await insertProduct(db, { name: BRAND_A, genericName: 'travelzumab', isBrand: true })).id;
  fixture.brandB = (await insertProduct(db, { name: BRAND_B, genericName: 'quenstarix', isBrand: true })).id;
  fixture.keystoneListing = (
    await insertListing(db, fixture.generic, { packPriceCents: 6_000, stock: 50 })
  ).id;
  const bluegrass = { supplierAccountId: SUPPLIER2_ID, stock: 50 };
  fixture.listingA = (await insertListing(db, fixture.brandA, { ...bluegrass, packPriceCents: 45_000 })).id;
  fixture.listingB = (await insertListing(db, fixture.brandB, { ...bluegrass, packPriceCents: 30_000 })).id;
  browser = await launchChromium();
  pharmacy = await logIn(browser, baseUrl, 'pharmacy@example.com', '/pharmacy');
});

afterAll(async () => {
  await browser?.close();
  await database?.close();
});

// The steps build on each other: after one fails, the next ones say so instead of failing obscurely.
let failedStep: string | null = null;
beforeEach(() => {
  if (failedStep) throw new Error(`Not run: the earlier step '${failedStep}' failed.`);
});

afterEach(async (test) => {
  if (test.task.result?.state !== 'fail' || failedStep) return;
  failedStep = test.task.name;
  const shot = (page: Page | undefined, name: string) => page && snapshot(page, name).catch(() => undefined);
  await shot(pharmacy, 'failure');
  await shot(supplier, 'failure-supplier');
});

describe('buying journey (issue 4 Done when)', () => {
  it('fills carts from Keystone and Bluegrass through search and product pages, with the mini cart count', async () => {
    const page = pharmacy;
    await openFromSearch(page, 'llorvidin', GENERIC, fixture.generic);
    await addToCart(page, fixture.keystoneListing, 2, GENERIC, KEYSTONE);
    await openFromSearch(page, 'ravelzum', BRAND_A, fixture.brandA);
    await addToCart(page, fixture.listingA, 1, BRAND_A, BLUEGRASS);
    await openFromSearch(page, 'uenstari', BRAND_B, fixture.brandB);
    await addToCart(page, fixture.listingB, 1, BRAND_B, BLUEGRASS);
    await page.getByLabel('Cart, 3 items').waitFor();
    await page.getByTestId('mini-cart-button').click();
    // $120.00 from Keystone, $750.00 from Bluegrass.
    await expect.poll(() => page.getByTestId('mini-cart-total').innerText(), EVENTUALLY).toBe('$870.00');
    await expect(page.getByTestId('mini-cart-supplier').count()).resolves.toBe(2);
    await snapshot(page, '01-mini-cart');
  });

  it('meets Keystone’s $100 minimum and blocks Bluegrass with its minimum message (§5 Order minimums)', async () => {
    const page = pharmacy;
    await page.getByTestId('mini-cart-view').click();
    await page.waitForURL((url) => url.pathname === '/pharmacy/cart');
    const keystone = supplierCart(page, KEYSTONE);
    const bluegrass = supplierCart(page, BLUEGRASS);
    await expect
      .poll(() => keystone.getByTestId('supplier-subtotal').innerText(), EVENTUALLY)
      .toBe('$120.00');
    await expect(keystone.getByTestId('cart-minimum').getAttribute('data-met')).resolves.toBe('true');
    await expect(keystone.getByTestId('checkout-button').isEnabled()).resolves.toBe(true);
    await expect(bluegrass.getByTestId('supplier-subtotal').innerText()).resolves.toBe('$750.00');
    await expect(bluegrass.getByTestId('cart-minimum').getAttribute('data-met')).resolves.toBe('false');
    await expect(bluegrass.getByTestId('cart-minimum').innerText()).resolves.toContain(BLUEGRASS_MINIMUM);
    await expect(bluegrass.getByTestId('checkout-button').isDisabled()).resolves.toBe(true);
    await snapshot(page, '02-cart-minimums');
  });

  it('checks out Keystone with the saved sandbox Visa 4242 after the certification (§4 Checkout)', async () => {
    const page = pharmacy;
    await supplierCart(page, KEYSTONE).getByTestId('checkout-button').click();
    await page.waitForURL((url) => url.pathname === `/pharmacy/checkout/${SUPPLIER_ID}`);
    await page.getByTestId('pay-card').check();
    await page.getByTestId('saved-card').click();
    await page.getByRole('option', { name: /Visa •••• 4242/ }).click();
    await expect
      .poll(() => page.getByTestId('saved-card').inputValue(), EVENTUALLY)
      .toMatch(/^Visa •••• 4242/);
    expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    await page.getByTestId('certification').check();
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), EVENTUALLY).toBe(true);
    placed.cardTotal = (await page.getByTestId('total').innerText()).trim();
    await snapshot(page, '03-keystone-checkout');
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => /^\/pharmacy\/orders\/[0-9a-f-]{36}$/.test(url.pathname));
    placed.cardOrderId = orderIdOf(page);
    await page.getByTestId('toast-success').filter({ hasText: 'has been placed.' }).first().waitFor();
    await expect.poll(() => page.getByTestId('order-status').innerText(), EVENTUALLY).toMatch(/^placed$/i);
    await expect(page.getByTestId('order-total-total').innerText()).resolves.toBe(placed.cardTotal);
    await snapshot(page, '04-keystone-order');
  });

  it('raises Bluegrass quantities until the minimum is met and checks out with pay offline', async () => {
    const page = pharmacy;
    await page.getByTestId('mini-cart-button').click();
    await page.getByTestId('mini-cart-view').click();
    await page.waitForURL((url) => url.pathname === '/pharmacy/cart');
    const bluegrass = supplierCart(page, BLUEGRASS);
    // Keystone's cart went with its order.
    await expect.poll(() => page.getByTestId('supplier-cart').count(), EVENTUALLY).toBe(1);
    await setLineQuantity(bluegrass, BRAND_A, 4); // $1,800.00 + $300.00: still below $2,500.00
    await expect
      .poll(() => bluegrass.getByTestId('supplier-subtotal').innerText(), EVENTUALLY)
      .toBe('$2,100.00');
    await expect(bluegrass.getByTestId('checkout-button').isDisabled()).resolves.toBe(true);
    await setLineQuantity(bluegrass, BRAND_B, 3); // $1,800.00 + $900.00
    await expect
      .poll(() => bluegrass.getByTestId('supplier-subtotal').innerText(), EVENTUALLY)
      .toBe('$2,700.00');
    await expect
      .poll(() => bluegrass.getByTestId('cart-minimum').getAttribute('data-met'), EVENTUALLY)
      .toBe('true');
    await snapshot(page, '05-bluegrass-cart-met');
    await bluegrass.getByTestId('checkout-button').click();
    await page.waitForURL((url) => url.pathname === `/pharmacy/checkout/${SUPPLIER2_ID}`);
    await page.getByTestId('pay-offline').check();
    expect(await page.getByTestId('minimums-notice').count()).toBe(0);
    expect(await page.getByTestId('credit-exceeded').count()).toBe(0);
    await page.getByTestId('certification').check();
    await expect.poll(() => page.getByTestId('place-order').isEnabled(), EVENTUALLY).toBe(true);
    placed.offlineTotal = (await page.getByTestId('total').innerText()).trim();
    await snapshot(page, '06-bluegrass-checkout');
    await page.getByTestId('place-order').click();
    await page.waitForURL((url) => /^\/pharmacy\/orders\/[0-9a-f-]{36}$/.test(url.pathname));
    placed.offlineOrderId = orderIdOf(page);
    expect(placed.offlineOrderId).not.toBe(placed.cardOrderId);
    await expect.poll(() => page.getByTestId('order-status').innerText(), EVENTUALLY).toMatch(/^placed$/i);
    await expect(page.getByTestId('order-total-total').innerText()).resolves.toBe(placed.offlineTotal);
  });

  it('Bluegrass accepts and ships the order with the sandbox carrier; the pharmacy sees it shipped then delivered', async () => {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.offlineOrderId));
    supplier = await logIn(browser, baseUrl, 'supplier2@example.com', '/suppliers');
    await supplier.goto(`${baseUrl}/suppliers/orders`);
    await supplier
      .locator(`[data-testid="order-row"][data-id="${order!.id}"]`)
      .getByTestId('order-link')
      .click();
    await supplier.waitForURL((url) => url.pathname === `/suppliers/orders/${order!.id}`);
    await supplier.getByTestId('order-accept').click();
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: `Order #${order!.number} accepted.` })
      .waitFor();
    await expect.poll(() => supplier!.getByTestId('order-status').innerText(), EVENTUALLY).toBe('ACCEPTED');
    await supplier.getByTestId('order-ship').click();
    await supplier.getByTestId('ship-generate-tracking').click();
    await expect
      .poll(() => supplier!.getByTestId('ship-tracking-number').inputValue(), EVENTUALLY)
      .toMatch(/^SBX\d{10}$/);
    await supplier.getByTestId('package-weight').fill('4.5');
    await supplier.getByTestId('package-length').fill('12');
    await supplier.getByTestId('package-width').fill('10');
    await supplier.getByTestId('package-height').fill('8');
    await snapshot(supplier, '07-supplier-ship');
    await supplier.getByTestId('ship-submit').click();
    await supplier
      .getByTestId('toast-success')
      .filter({ hasText: `Order #${order!.number} shipped.` })
      .waitFor();

    // The sandbox carrier delivers 5 steps of 1 s after shipment: the pharmacy looks right away.
    const page = pharmacy;
    await expect.poll(() => reloadedStatus(page), { timeout: 10_000, interval: 200 }).toBe('shipped');
    await expect.poll(() => isStepReached(page, 'Shipped'), EVENTUALLY).toBe(true);
    await snapshot(page, '08-order-shipped');
    await expect
      .poll(
        async () => (await reloadedStatus(page)) !== 'shipped' && (await isStepReached(page, 'Delivered')),
        {
          timeout: 60_000,
          interval: 1_000,
        },
      )
      .toBe(true);
    // Delivered by the carrier, then invoiced on net 30 at once (the order workflow's next step).
    expect(['delivered', 'invoiced']).toContain(await reloadedStatus(page));
    const estimate = page.getByTestId('estimated-delivery');
    await expect.poll(() => estimate.innerText(), EVENTUALLY).not.toBe('Retrieving...');
    expect(await estimate.innerText()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await snapshot(page, '09-order-delivered');
    await expect
      .poll(() => supplier!.getByTestId('shipment-latest-status').innerText(), { timeout: 30_000 })
      .toBe('DELIVERED');
    await supplier.context().close();
    supplier = undefined;
  });

  it('shows the pay-offline order’s open invoice in the balance dropdown (§2), for the order total', async () => {
    const page = pharmacy;
    await expect
      .poll(
        async () =>
          (await database.db.select().from(invoices).where(eq(invoices.orderId, placed.offlineOrderId)))
            .length,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);
    const [invoice] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, placed.offlineOrderId));
    await page.reload();
    await page.getByTestId('balance-button').click();
    const line = page.locator(`[data-testid="balance-invoice"][data-id="${invoice!.id}"]`);
    await line.waitFor();
    await expect(line.innerText()).resolves.toContain(`#${invoice!.number} · ${BLUEGRASS}`);
    await expect(line.innerText()).resolves.toContain(placed.offlineTotal);
    expect(await line.getByTestId('invoice-overdue').count()).toBe(0);
    await snapshot(page, '10-balance-dropdown');
  });

  it('recorded both orders with their payment methods, the card payment and the open invoice', async () => {
    const db = database.db;
    const [card] = await db.select().from(orders).where(eq(orders.id, placed.cardOrderId));
    const [offline] = await db.select().from(orders).where(eq(orders.id, placed.offlineOrderId));
    expect(card).toMatchObject({
      pharmacyAccountId: PHARMACY_ID,
      supplierAccountId: SUPPLIER_ID,
      paymentMethod: 'card',
      paymentCardId: DEMO_CARD_ID,
    });
    expect(formatCents(card!.totalCents)).toBe(placed.cardTotal);
    expect(card!.cardFeeCents).toBeGreaterThan(0);
    const charges = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, card!.id), eq(payments.status, 'succeeded')));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      method: 'card',
      amountCents: card!.totalCents,
      paymentCardId: DEMO_CARD_ID,
    });

    expect(offline).toMatchObject({
      pharmacyAccountId: PHARMACY_ID,
      supplierAccountId: SUPPLIER2_ID,
      paymentMethod: 'pay_offline',
      status: 'invoiced',
      itemTotalCents: 270_000,
    });
    expect(formatCents(offline!.totalCents)).toBe(placed.offlineTotal);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, offline!.id));
    expect(invoice).toMatchObject({
      status: 'open',
      amountCents: offline!.totalCents,
      paidCents: 0,
      pharmacyAccountId: PHARMACY_ID,
    });
    // Net 30 from the issue date (the seeded approval's terms).
    const days = (Date.parse(invoice!.dueOn) - Date.parse(invoice!.issuedOn)) / 86_400_000;
    expect(days).toBe(30);
  });
});
