/**
 * The offers journey's 'Make an offer' walk past the listing's limits (issue 10 "Found by trying it
 * as a new user"): a quantity above the maximum stays as typed with its message, and a price above
 * the list price is sent only once a confirmation says yes, answered by keyboard alone.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openFromSearch } from './buying-journey-steps.ts';
import { answerOf, offerRecord, snapshot, type Created } from './offers-journey-steps.ts';

/** The data-testid of the focused element, or null when nothing carrying one has the focus. */
const focusedTestId = (page: Page) =>
  page
    .locator('[data-testid]:focus')
    .count()
    .then((n) => (n ? page.locator('[data-testid]:focus').getAttribute('data-testid') : null));

/**
 * Opens the product page of `name` through the search and, at its listing of at most 24 packs
 * listed at $30.00, types 30 (kept, with the maximum's message, not sent), then 20 at $35.00, backs
 * out of the question with Escape, asks again with Enter and says Yes by keyboard. Then exactly one
 * offer was sent, and stored as typed.
 */
export async function offerPastTheLimits(
  page: Page,
  db: Database,
  name: string,
  productId: string,
  listingId: string,
) {
  const sent: unknown[] = [];
  const watch = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/offers')
      sent.push(request.postDataJSON());
  };
  page.on('request', watch);
  try {
    await openFromSearch(page, name.slice(2, 9).toLowerCase(), name, productId);
    await page.getByTestId(`make-offer-${listingId}`).click();
    const modal = page.getByTestId('make-offer-modal');
    const price = modal.getByTestId('offer-price');
    const quantity = modal.getByTestId('offer-quantity');
    await price.fill('25.00');
    await quantity.fill('30');
    await quantity.press('Tab');
    await modal.getByText('Maximum quantity for this item is 24.').waitFor();
    expect(await quantity.inputValue()).toBe('30');
    await modal.getByTestId('offer-submit').click();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    expect(await quantity.inputValue()).toBe('30');

    await quantity.fill('20');
    await price.fill('35.00');
    await modal.getByTestId('offer-submit').click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    const question =
      'Your price of $35.00 a pack is above the listed price of $30.00. Send this offer anyway?';
    await confirm.getByText(question).waitFor();
    await snapshot(page, '01b-offer-above-list');
    // Escape closes the question only: the form is still there with what was typed.
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect([await price.inputValue(), await quantity.inputValue()]).toEqual(['35.00', '20']);

    // Enter in the price asks again; the focus starts on Cancel, Tab reaches Yes, Enter sends.
    await price.press('Enter');
    await confirm.waitFor();
    await expect.poll(() => focusedTestId(page)).toBe('confirm-cancel');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedTestId(page)).toBe('confirm-yes');
    const answer = await answerOf<{ offer: Created }>(page, 'POST', /^\/api\/v1\/offers$/, () =>
      page.keyboard.press('Enter'),
    );
    expect(answer.status).toBe(201);
    await page.getByTestId('toast-success').filter({ hasText: 'Offer sent.' }).last().waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(sent).toEqual([{ listing_id: listingId, price: '35.00', quantity: 20 }]);
    const { row } = await offerRecord(db, answer.body.offer.id);
    expect(row).toMatchObject({ priceCents: 3_500, quantity: 20, status: 'pending' });
  } finally {
    page.off('request', watch);
  }
}
