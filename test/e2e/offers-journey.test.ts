/**
 * Issue 5 "Done when", end to end in Chromium: the demo pharmacy offers on a Keystone listing from
 * the product page (a quantity above the listing's maximum kept as typed with its message, a price
 * above the list price sent only once confirmed, by keyboard), Keystone counters (§5 Offer counter: 'select one shipping method' until a
 * method is chosen), the pharmacy accepts the counter and finds the item in its cart at the
 * countered price; a bundle offer of three variants is accepted with two chosen; bulk accept
 * reports each offer, including one withdrawn meanwhile (§4 Bulk selection, §8); an offer left
 * alone expires; invalid moves are refused with nothing changed (409). The stack runs with
 * OFFER_EXPIRY_SECONDS=45 (test/harness/processes.ts).
 */
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { bundleOffers, cartItems } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { launchChromium } from '../harness/browser.ts';
import { insertListing, insertProduct, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { e2eStack } from '../harness/e2e-stack.ts';
import { EVENTUALLY, KEYSTONE, logIn, openFromSearch, supplierCart } from './buying-journey-steps.ts';
import { offerPastTheLimits } from './offers-journey-make-offer.ts';
import {
  acceptBundleLeavingOut,
  answerOf,
  bulkAccept,
  callApi,
  cancelFromRow,
  chainSteps,
  chooseOption,
  makeOffer,
  offerRecord,
  offerRow,
  offerStatus,
  openOffers,
  outcomesOf,
  rowButtons,
  rowStatus,
  selectRows,
  sendBundle,
  sendBundleFromPage,
  sendOffer,
  snapshot,
  waitForOutcome,
  type Created,
} from './offers-journey-steps.ts';

const PHARMACY = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
/** OFFER_EXPIRY_SECONDS of the browser tests' stack, in ms. */
const EXPIRY_MS = 45_000;
// Names no demo product carries, so searches find these products alone.
const COUNTERED = 'Haggleprazole';
const LEFT_ALONE = 'Idlenavir';
const BUNDLED = ['Trioxabrine', 'Duoquinelle', 'Monorafenib'] as const;
const BULK = 'Bulkafloxin';
/** A listing of at most 24 packs at $30.00. */
const CAPPED = 'Cappadronate';

let baseUrl: string;
let browser: Browser;
let database: DatabaseHandle;
let pharmacy: Page;
let supplier: Page;
const product: Record<string, string> = {};
const listing: Record<string, string> = {};
const made = { countered: {} as Created, leftAlone: {} as Created, bundle: {} as Created, leftAloneAt: 0 };

async function addKeystoneListing(name: string, packPriceCents: number, maxQty: number | null = null) {
  const row = await insertProduct(database.db, { name, genericName: name.toLowerCase() });
  product[name] = row.id;
  listing[name] = (await insertListing(database.db, row.id, { packPriceCents, stock: 200, maxQty })).id;
}

beforeAll(async () => {
  baseUrl = e2eStack().apiBaseUrl.replace(/\/$/, '');
  database = openDatabase(e2eStack().databaseUrl, { max: 2 });
  // Other files use the demo pharmacy too (one at a time): start from its empty cart.
  await database.db.delete(cartItems).where(eq(cartItems.pharmacyAccountId, PHARMACY.id));
  await addKeystoneListing(COUNTERED, 8_000);
  await addKeystoneListing(LEFT_ALONE, 4_000);
  await addKeystoneListing(BUNDLED[0], 3_500);
  await addKeystoneListing(BUNDLED[1], 5_000);
  await addKeystoneListing(BUNDLED[2], 1_500);
  await addKeystoneListing(BULK, 2_000);
  await addKeystoneListing(CAPPED, 3_000, 24);
  browser = await launchChromium();
  pharmacy = await logIn(browser, baseUrl, PHARMACY.user.email, '/pharmacy');
  supplier = await logIn(browser, baseUrl, 'supplier@example.com', '/suppliers');
});

afterAll(async () => {
  await browser?.close();
  // Leave the demo pharmacy's cart without this file's agreed-price lines.
  const agreed = or(isNotNull(cartItems.offerId), isNotNull(cartItems.bundleOfferId));
  await database?.db.delete(cartItems).where(and(eq(cartItems.pharmacyAccountId, PHARMACY.id), agreed));
  await database?.close();
});

chainSteps(() => [
  [pharmacy, 'failure'],
  [supplier, 'failure-supplier'],
]);

describe('offers journey (issue 5 Done when)', () => {
  it('makes an offer below the listing price from the product page (Make an offer)', async () => {
    const page = pharmacy;
    await openFromSearch(page, 'gglepraz', COUNTERED, product[COUNTERED]!);
    const keystone = page.getByTestId('supplier-row').filter({ hasText: KEYSTONE });
    await expect(keystone.getByTestId('supplier-price').innerText()).resolves.toBe('$80.00');
    made.countered = await makeOffer(page, listing[COUNTERED]!, '70.00', 10, '01-make-offer');
    // A second offer, on another listing, that nobody answers (it expires in the step below).
    await openFromSearch(page, 'dlenavi', LEFT_ALONE, product[LEFT_ALONE]!);
    made.leftAlone = await makeOffer(page, listing[LEFT_ALONE]!, '35.00', 3);
    made.leftAloneAt = Date.now();

    await openOffers(page, baseUrl, 'pharmacy', 'sent');
    const row = offerRow(page, made.countered.id);
    expect(await rowStatus(row)).toBe('pending');
    await expect(row.innerText()).resolves.toContain('$70.00 × 10');
    expect(await rowButtons(row)).toEqual(['Details', 'Cancel']);
    await snapshot(page, '02-pharmacy-sent');
    const { row: offer } = await offerRecord(database.db, made.countered.id);
    expect(offer).toMatchObject({
      buyerAccountId: PHARMACY.id,
      sellerAccountId: SUPPLIER_ID,
      listingId: listing[COUNTERED],
      status: 'pending',
      priceCents: 7_000,
      quantity: 10,
    });
  });

  it('Make an offer never changes a typed quantity (above the maximum it keeps 30 and says so) and asks before sending a price above the list price', async () => {
    await offerPastTheLimits(pharmacy, database.db, CAPPED, product[CAPPED]!, listing[CAPPED]!);
  });

  it('Keystone counters from Received, asked to select one shipping method once shipping is ticked (§5)', async () => {
    const page = supplier;
    await openOffers(page, baseUrl, 'suppliers', 'received');
    const row = offerRow(page, made.countered.id);
    expect(await rowStatus(row)).toBe('pending');
    expect(await rowButtons(row)).toEqual(['Details', 'Accept', 'Counter', 'Decline']);
    await row.getByTestId('offer-counter').click();
    const modal = page.getByTestId('offer-modal');
    await modal.getByTestId('counter-price').fill('74.00');
    await modal.getByTestId('counter-quantity').fill('8');
    await modal.getByTestId('counter-shipping').check();
    await modal.getByTestId('respond-submit').click();
    await modal.getByText('select one shipping method').waitFor();
    await snapshot(page, '03-counter-needs-method');
    // Refused on the page: nothing was sent.
    expect(await offerStatus(database.db, made.countered.id)).toBe('pending');

    await chooseOption(page, modal.getByTestId('counter-shipping-method'));
    expect(await modal.getByText('select one shipping method').count()).toBe(0);
    const answer = await answerOf(page, 'POST', /^\/api\/v1\/offers\/[0-9a-f-]+\/respond$/, () =>
      modal.getByTestId('respond-submit').click(),
    );
    expect(answer.status).toBe(200);
    await waitForOutcome(page, 'counter');
    await expect.poll(() => rowStatus(row), EVENTUALLY).toBe('countered');
    await expect(row.innerText()).resolves.toContain('$74.00 × 8');
    await snapshot(page, '04-supplier-countered');
    const { row: offer } = await offerRecord(database.db, made.countered.id);
    expect(offer).toMatchObject({ status: 'countered', counterPriceCents: 7_400, counterQuantity: 8 });
    expect(offer!.counterShippingMethod).toBeTruthy();
  });

  it('the pharmacy accepts the counter (reload with fl=accepted) and finds the item in its cart at the countered price', async () => {
    const page = pharmacy;
    await openOffers(page, baseUrl, 'pharmacy', 'sent');
    const row = offerRow(page, made.countered.id);
    expect(await rowStatus(row)).toBe('countered');
    expect(await rowButtons(row)).toEqual(['Details', 'Accept counter', 'Skip counter', 'Cancel']);
    await row.getByTestId('offer-accept-counter').click();
    const modal = page.getByTestId('offer-modal');
    await expect(modal.innerText()).resolves.toContain('$74.00 × 8');
    await modal.getByTestId('move-submit').click();
    await waitForOutcome(page, 'accepted');
    await expect.poll(() => rowStatus(row), EVENTUALLY).toBe('counter_accepted');
    await snapshot(page, '05-counter-accepted');

    await page.goto(`${baseUrl}/pharmacy/cart`);
    const line = supplierCart(page, KEYSTONE).getByTestId('cart-line').filter({ hasText: COUNTERED });
    await expect.poll(() => line.getByTestId('line-price').innerText(), EVENTUALLY).toContain('$74.00');
    const lineId = (await line.getAttribute('data-line-id'))!;
    await expect(page.getByTestId(`line-qty-${lineId}`).inputValue()).resolves.toBe('8');
    await expect(line.getByTestId('line-total').innerText()).resolves.toBe('$592.00');
    await snapshot(page, '06-cart-countered');
    const { lines } = await offerRecord(database.db, made.countered.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ listingId: listing[COUNTERED], quantity: 8, agreedUnitCents: 7_400 });
  });

  it('Keystone sends a bundle offer of three variants; the pharmacy accepts two and finds exactly those in its cart', async () => {
    made.bundle = await sendBundleFromPage(supplier, baseUrl, PHARMACY.name, [
      { name: BUNDLED[0], price: '30.00', quantity: 2 },
      { name: BUNDLED[1], price: '44.00', quantity: 1 },
      { name: BUNDLED[2], price: '12.50', quantity: 4 },
    ]);

    const buyer = pharmacy;
    await acceptBundleLeavingOut(buyer, baseUrl, made.bundle.id, BUNDLED[1]);

    await buyer.goto(`${baseUrl}/pharmacy/cart`);
    const keystone = supplierCart(buyer, KEYSTONE);
    const lineOf = (name: string) => keystone.getByTestId('cart-line').filter({ hasText: name });
    await expect.poll(() => lineOf(BUNDLED[0]).count(), EVENTUALLY).toBe(1);
    await expect(lineOf(BUNDLED[0]).getByTestId('line-price').innerText()).resolves.toContain('$30.00');
    await expect(lineOf(BUNDLED[0]).getByTestId('line-total').innerText()).resolves.toBe('$60.00');
    await expect(lineOf(BUNDLED[2]).getByTestId('line-price').innerText()).resolves.toContain('$12.50');
    await expect(lineOf(BUNDLED[2]).getByTestId('line-total').innerText()).resolves.toBe('$50.00');
    expect(await lineOf(BUNDLED[1]).count()).toBe(0);
    await snapshot(buyer, '09-cart-bundle');
    const lines = await database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.bundleOfferId, made.bundle.id));
    expect(lines.map((l) => [l.listingId, l.agreedUnitCents, l.quantity]).sort()).toEqual(
      [
        [listing[BUNDLED[0]], 3_000, 2],
        [listing[BUNDLED[2]], 1_250, 4],
      ].sort(),
    );
  });

  it('bulk accept on Keystone’s Received tab reports each offer; one the pharmacy withdrew meanwhile turns cancelled on the open page and is left alone', async () => {
    const fresh = [
      await sendOffer(pharmacy, listing[BULK]!, '18.00', 5),
      await sendOffer(pharmacy, listing[BULK]!, '17.50', 6),
      await sendOffer(pharmacy, listing[BULK]!, '16.00', 7),
    ];
    const [first, second, withdrawn] = fresh as [Created, Created, Created];
    await openOffers(supplier, baseUrl, 'suppliers', 'received');
    await selectRows(
      supplier,
      fresh.map((o) => o.id),
    );
    // The pharmacy cancels the third from its Sent tab while Keystone's page still shows it open.
    await openOffers(pharmacy, baseUrl, 'pharmacy', 'sent');
    await cancelFromRow(pharmacy, withdrawn.id);
    const cancelled = await offerRecord(database.db, withdrawn.id);
    expect(cancelled.row!.status).toBe('cancelled');

    // The pharmacy's notice reaches Keystone's open page over /cable and the row turns cancelled,
    // so the bulk modal leaves it alone (the server would refuse and report it: see the mixed call).
    await expect.poll(() => rowStatus(offerRow(supplier, withdrawn.id)), EVENTUALLY).toBe('cancelled');
    const answer = await bulkAccept(supplier, 2, '10-supplier-bulk');
    expect(outcomesOf(answer)).toEqual({ [`offer:${first.id}`]: true, [`offer:${second.id}`]: true });
    expect(answer.message).toContain(`Offer #${first.number} accepted.`);
    expect(answer.message).toContain(`Offer #${second.number} accepted.`);

    await expect.poll(() => rowStatus(offerRow(supplier, first.id)), EVENTUALLY).toBe('accepted');
    expect(await offerStatus(database.db, second.id)).toBe('accepted');
    // The withdrawn offer was refused: nothing about it changed.
    expect(await offerRecord(database.db, withdrawn.id)).toEqual(cancelled);
  });

  it('bulk accept on the pharmacy’s Received tab reports each bundle offer; one Keystone cancelled meanwhile turns cancelled on the open page and is left alone', async () => {
    const kept = await sendBundle(supplier, PHARMACY.id, [
      { listing_id: listing[BUNDLED[0]]!, price: '29.00', quantity: 1 },
      { listing_id: listing[BULK]!, price: '19.00', quantity: 2 },
    ]);
    const withdrawn = await sendBundle(supplier, PHARMACY.id, [
      { listing_id: listing[BUNDLED[1]]!, price: '43.00', quantity: 1 },
    ]);
    await openOffers(pharmacy, baseUrl, 'pharmacy', 'received');
    await selectRows(pharmacy, [kept.id, withdrawn.id]);
    await openOffers(supplier, baseUrl, 'suppliers', 'sent');
    await cancelFromRow(supplier, withdrawn.id, 'Priced in error.');

    await expect.poll(() => rowStatus(offerRow(pharmacy, withdrawn.id)), EVENTUALLY).toBe('cancelled');
    const answer = await bulkAccept(pharmacy, 1, '11-pharmacy-bulk');
    expect(outcomesOf(answer)).toEqual({ [`bundle:${kept.id}`]: true });
    expect(answer.message).toContain(`Bundle offer #${kept.number} accepted.`);
    await expect.poll(() => rowStatus(offerRow(pharmacy, kept.id)), EVENTUALLY).toBe('accepted');
    // A bundle accepted in bulk takes every variant.
    const lines = await database.db.select().from(cartItems).where(eq(cartItems.bundleOfferId, kept.id));
    expect(lines.map((l) => l.agreedUnitCents).sort()).toEqual([1_900, 2_900]);
    const [gone] = await database.db.select().from(bundleOffers).where(eq(bundleOffers.id, withdrawn.id));
    expect(gone!.status).toBe('cancelled');
  });

  it('one bulk accept call over a mix of individual and bundle offers is all or nothing (no page lists such a mix yet)', async () => {
    // A pharmacy's Sent tab holds its offers and its Received tab the bundle offers made to it,
    // so no page selects both kinds for one action: the call is made with the page's session.
    const own = await sendOffer(pharmacy, listing[BULK]!, '15.00', 2);
    const bundle = await sendBundle(supplier, PHARMACY.id, [
      { listing_id: listing[BULK]!, price: '18.50', quantity: 3 },
    ]);
    const before = await offerRecord(database.db, own.id);
    const answer = await callApi(pharmacy, 'PATCH', '/api/v1/offers/bulk_accept', {
      offer_ids: [own.id],
      bundle_offer_ids: [bundle.id],
    });
    // Only the seller answers an offer: the pharmacy's own offer refuses the call, and nothing moves.
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toMatch(
      new RegExp(`^Nothing was changed\\. Offer #${own.number} could not be accepted: `),
    );
    expect(await offerRecord(database.db, own.id)).toEqual(before);
    const [untouched] = await database.db.select().from(bundleOffers).where(eq(bundleOffers.id, bundle.id));
    expect(untouched!.status).toBe('pending');
  });

  it('lets an offer left alone expire: reloaded after OFFER_EXPIRY_SECONDS it says expired and offers no action', async () => {
    const page = pharmacy;
    await openOffers(page, baseUrl, 'pharmacy', 'sent');
    const row = offerRow(page, made.leftAlone.id);
    const timeout = Math.max(15_000, made.leftAloneAt + EXPIRY_MS + 30_000 - Date.now());
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor();
          return rowStatus(row);
        },
        { timeout, interval: 2_000 },
      )
      .toBe('expired');
    expect(await rowButtons(row)).toEqual(['Details']);
    await snapshot(page, '12-pharmacy-expired');

    await openOffers(supplier, baseUrl, 'suppliers', 'received');
    const seen = offerRow(supplier, made.leftAlone.id);
    expect(await rowStatus(seen)).toBe('expired');
    expect(await rowButtons(seen)).toEqual(['Details']);
    await snapshot(supplier, '13-supplier-expired');
    const { row: offer, events } = await offerRecord(database.db, made.leftAlone.id);
    expect(offer!.status).toBe('expired');
    expect(events.at(-1)?.toStatus).toBe('expired');
  }, 150_000);

  it('refuses answering the expired offer and accepting a counter twice with 409, nothing changed', async () => {
    // The pages offer no button for these moves; a hand-made call with the session is refused.
    const expired = await offerRecord(database.db, made.leftAlone.id);
    const late = await callApi(supplier, 'POST', `/api/v1/offers/${made.leftAlone.id}/respond`, {
      response: 'accepted',
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'OFFER_INVALID_MOVE', message: 'This offer has expired.' });
    expect(await offerRecord(database.db, made.leftAlone.id)).toEqual(expired);
    expect(expired.lines).toEqual([]);

    const agreed = await offerRecord(database.db, made.countered.id);
    const again = await callApi(pharmacy, 'PATCH', `/api/v1/offers/${made.countered.id}/counter`, {
      status: 'accepted',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'OFFER_INVALID_MOVE' });
    expect(await offerRecord(database.db, made.countered.id)).toEqual(agreed);
  });
});
