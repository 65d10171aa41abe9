/**
 * Page helpers for the offers journey (test/e2e/offers-journey.test.ts): the offers pages' rows,
 * making an offer from the product page, picking from a Mantine select, calling the API with the
 * page's own session, and what the database holds about one offer. They use the test ids the
 * pages already carry.
 */
import { resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Locator, Page, Response } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { cartItems, offerEvents, offers } from '../../db/schema/index.ts';
import { EVENTUALLY, SCREENSHOT_DIR } from './buying-journey-steps.ts';

export type Created = { id: string; number: number };
export type OffersArea = 'pharmacy' | 'suppliers';
export type ApiAnswer = { status: number; body: Record<string, unknown> };
export type BulkResult = { kind: 'offer' | 'bundle'; id: string; ok: boolean; message: string };
export type BulkAnswer = { message: string; results: BulkResult[] };

/** Saves a full-page screenshot as test-results/offers-journey-<name>.png. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `offers-journey-${name}.png`), fullPage: true });
}

/** Opens an area's offers page on one tab and waits for its rows (or its empty state). */
export async function openOffers(page: Page, baseUrl: string, area: OffersArea, box: 'sent' | 'received') {
  await page.goto(`${baseUrl}/${area}/offers?box=${box}`);
  await page.locator('[data-testid="offers-table"], [data-testid="offers-empty"]').first().waitFor();
}

/** One offer's row on an offers page (individual and bundle rows carry their own id). */
export function offerRow(page: Page, id: string): Locator {
  return page.locator(`[data-testid="offer-row"][data-id="${id}"]`);
}

/** The status a row's badge shows (data-status, e.g. 'countered'). */
export async function rowStatus(row: Locator): Promise<string | null> {
  return row.getByTestId('offer-status').getAttribute('data-status');
}

/** The labels of a row's action buttons, in order. */
export async function rowButtons(row: Locator): Promise<string[]> {
  return (await row.getByRole('button').allInnerTexts()).map((text) => text.trim());
}

/** Waits for the answer to the API call that `act` makes (method and path of /api/v1/…), and answers its JSON. */
export async function answerOf<T>(page: Page, method: string, path: RegExp, act: () => Promise<unknown>) {
  const waiting = page.waitForResponse(
    (r: Response) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );
  await act();
  const response = await waiting;
  return { status: response.status(), body: (await response.json()) as T };
}

/**
 * 'Make an offer' on a supplier row of the product page the browser is on: a pack price and a
 * quantity, sent (the filled modal saved as `shot` when given); answers the new offer's id and number once the 'Offer sent.' toast shows.
 */
export async function makeOffer(
  page: Page,
  listingId: string,
  price: string,
  quantity: number,
  shot?: string,
) {
  await page.getByTestId(`make-offer-${listingId}`).click();
  const modal = page.getByTestId('make-offer-modal');
  await modal.getByTestId('offer-price').fill(price);
  await modal.getByTestId('offer-quantity').fill(String(quantity));
  if (shot) await snapshot(page, shot);
  const answer = await answerOf<{ offer: Created }>(page, 'POST', /^\/api\/v1\/offers$/, () =>
    modal.getByTestId('offer-submit').click(),
  );
  expect(answer.status).toBe(201);
  await page.getByTestId('toast-success').filter({ hasText: 'Offer sent.' }).last().waitFor();
  await modal.waitFor({ state: 'hidden' });
  return { id: answer.body.offer.id, number: answer.body.offer.number };
}

/**
 * Opens a Mantine select (typing into it when it is searchable) and clicks the first option
 * holding `text`, or the first option at all; answers the option's label.
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  choice: { text?: string; typed?: string } = {},
): Promise<string> {
  await field.click();
  if (choice.typed !== undefined) await field.fill(choice.typed);
  const options = page.getByRole('option');
  const option = (choice.text === undefined ? options : options.filter({ hasText: choice.text })).first();
  const label = (await option.innerText()).trim();
  await option.click();
  return label;
}

/** Waits until the offers page has reloaded with `fl` set to the outcome (§4 Offers) and shows its message. */
export async function waitForOutcome(page: Page, fl: string): Promise<void> {
  await page.waitForURL((url) => url.searchParams.get('fl') === fl);
  await page.locator(`[data-testid="offers-flash"][data-fl="${fl}"]`).waitFor();
}

/**
 * Calls the API from the page with its own session, as the SPA does (the session cookie, the
 * 'Web' authorization and the session's CSRF token from /users/me): what a user could send by hand.
 */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const base = { Authorization: 'Web', Accept: 'application/json' };
      const me = (await (await fetch('/api/v1/users/me', { headers: base })).json()) as {
        csrf_token?: string;
      };
      const response = await fetch(path, {
        method,
        headers: { ...base, 'Content-Type': 'application/json', 'X-CSRF-Token': me.csrf_token ?? '' },
        body: body === undefined ? null : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** POST /api/v1/offers as the pharmacy whose page this is; answers the new offer. */
export async function sendOffer(page: Page, listingId: string, price: string, quantity: number) {
  const answer = await callApi(page, 'POST', '/api/v1/offers', { listing_id: listingId, price, quantity });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.offer as Created;
}

/** POST /api/v1/bundle_offers as the supplier whose page this is; answers the new bundle offer. */
export async function sendBundle(
  page: Page,
  buyerAccountId: string,
  variants: { listing_id: string; price: string; quantity: number }[],
) {
  const answer = await callApi(page, 'POST', '/api/v1/bundle_offers', {
    buyer_account_id: buyerAccountId,
    variants,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.bundle_offer as Created;
}

/** Ticks the selection box of each of these rows on the offers page. */
export async function selectRows(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) await offerRow(page, id).getByTestId('offer-select').check();
  await expect
    .poll(() => page.getByTestId('offers-bulk-actions').innerText(), EVENTUALLY)
    .toContain(`(${ids.length} selected)`);
}

/** Cancels an open offer from its row (the initiator's Cancel button), with a memo when given. */
export async function cancelFromRow(page: Page, id: string, memo?: string): Promise<void> {
  await offerRow(page, id).getByTestId('offer-cancel').click();
  const modal = page.getByTestId('offer-modal');
  if (memo) await modal.getByTestId('cancel-memo').fill(memo);
  await modal.getByTestId('move-submit').click();
  await waitForOutcome(page, 'canceled');
}

/** Everything the database holds about one individual offer: its row, its audit trail and its cart lines. */
export async function offerRecord(db: Database, id: string) {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  const events = await db
    .select()
    .from(offerEvents)
    .where(eq(offerEvents.offerId, id))
    .orderBy(asc(offerEvents.occurredAt));
  const lines = await db.select().from(cartItems).where(eq(cartItems.offerId, id));
  return { row, events, lines };
}

/** An offer's status in the database. */
export async function offerStatus(db: Database, id: string): Promise<string | undefined> {
  return (await db.select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status;
}

/**
 * Bulk accept from the bulk menu over the selected rows (§4 Bulk selection): the modal lists the
 * `moving` rows, confirmed; answers the call's JSON once the toast shows its message (saved as `shot`).
 */
export async function bulkAccept(page: Page, moving: number, shot: string): Promise<BulkAnswer> {
  await page.getByTestId('offers-bulk-actions').click();
  await page.getByTestId('offers-bulk-accept').click();
  const modal = page.getByTestId('offers-bulk-modal');
  const listed = modal.getByTestId('offers-bulk-moving').locator('li');
  await expect.poll(() => listed.count(), EVENTUALLY).toBe(moving);
  await snapshot(page, `${shot}-modal`);
  const answer = await answerOf<BulkAnswer>(page, 'PATCH', /^\/api\/v1\/offers\/bulk_accept$/, () =>
    modal.getByTestId('confirm-yes').click(),
  );
  expect(answer.status).toBe(200);
  // §4: after a bulk call the server's message is shown, whole.
  const toast = page.getByTestId('toast-success').filter({ hasText: answer.body.message.slice(0, 40) });
  await toast.waitFor();
  await snapshot(page, `${shot}-message`);
  expect((await toast.innerText()).trim()).toBe(answer.body.message);
  return answer.body;
}

/** Each result's ok, keyed `kind:id`. */
export function outcomesOf(answer: BulkAnswer): Record<string, boolean> {
  return Object.fromEntries(answer.results.map((r) => [`${r.kind}:${r.id}`, r.ok]));
}

/** On the new bundle offer page: the customer, then each listing found by name at its price and quantity. */
export async function fillBundleOffer(
  page: Page,
  customer: string,
  variants: { name: string; price: string; quantity: number }[],
): Promise<void> {
  await chooseOption(page, page.getByTestId('bundle-customer'), {
    text: customer,
    typed: customer.slice(0, 8),
  });
  for (const { name } of variants)
    await chooseOption(page, page.getByTestId('bundle-listing-search'), {
      text: name,
      typed: name.slice(0, 6),
    });
  await expect.poll(() => page.getByTestId('bundle-variant').count(), EVENTUALLY).toBe(variants.length);
  for (const [index, variant] of variants.entries()) {
    await page.getByTestId('bundle-variant-price').nth(index).fill(variant.price);
    await page.getByTestId('bundle-variant-quantity').nth(index).fill(String(variant.quantity));
  }
}

/**
 * The supplier sends a bundle offer from /suppliers/bundle_offers/new (three variants, a note) and
 * lands back on its offers page with the 'sent' toast; answers the created bundle.
 */
export async function sendBundleFromPage(
  page: Page,
  baseUrl: string,
  pharmacyName: string,
  variants: { name: string; price: string; quantity: number }[],
): Promise<Created> {
  await page.goto(`${baseUrl}/suppliers/offers`);
  await page.getByTestId('offers-new-bundle').click();
  await page.waitForURL((url) => url.pathname === '/suppliers/bundle_offers/new');
  await fillBundleOffer(page, pharmacyName, variants);
  await expect
    .poll(() => page.getByTestId('bundle-total').innerText(), EVENTUALLY)
    .toBe('Bundle total: $154.00');
  await page.getByTestId('bundle-note').fill('For the spring order.');
  await snapshot(page, '07-new-bundle-offer');
  const sent = await answerOf<{ bundle_offer: Created }>(page, 'POST', /^\/api\/v1\/bundle_offers$/, () =>
    page.getByTestId('send-bundle-offer').click(),
  );
  expect(sent.status).toBe(201);
  const bundle = sent.body.bundle_offer;
  await page.waitForURL((url) => url.pathname === '/suppliers/offers');
  await page
    .getByTestId('toast-success')
    .filter({ hasText: `Bundle offer #${bundle.number} sent.` })
    .waitFor();
  return bundle;
}

/** The pharmacy accepts a pending bundle from its Received tab with one variant unticked. */
export async function acceptBundleLeavingOut(
  buyer: Page,
  baseUrl: string,
  bundleId: string,
  leftOut: string,
): Promise<void> {
  await openOffers(buyer, baseUrl, 'pharmacy', 'received');
  const row = offerRow(buyer, bundleId);
  expect(await row.getAttribute('data-bundle')).toBe('1');
  expect(await rowStatus(row)).toBe('pending');
  await row.getByTestId('offer-respond-bundle').click();
  const modal = buyer.getByTestId('offer-modal');
  await expect.poll(() => modal.getByTestId('respond-variant').count(), EVENTUALLY).toBe(3);
  await modal
    .getByTestId('respond-variant')
    .filter({ hasText: leftOut })
    .getByTestId('respond-variant-chosen')
    .uncheck();
  await snapshot(buyer, '08-respond-bundle');
  await modal.getByTestId('respond-submit').click();
  await waitForOutcome(buyer, 'accepted');
  await expect.poll(() => rowStatus(row), EVENTUALLY).toBe('accepted');
}

/**
 * The steps build on each other: after one fails, the next ones say so instead of failing
 * obscurely, and each page is photographed as the failure left it.
 */
export function chainSteps(pages: () => [Page, string][]): void {
  let failedStep: string | null = null;
  beforeEach(() => {
    if (failedStep) throw new Error(`Not run: the earlier step '${failedStep}' failed.`);
  });
  afterEach(async (test) => {
    if (test.task.result?.state !== 'fail' || failedStep) return;
    failedStep = test.task.name;
    for (const [page, name] of pages()) await snapshot(page, name).catch(() => undefined);
  });
}
