/**
 * Page helpers for the p2p trade in Chromium (issue 13): the seller's new-listing form with its
 * uploads, the first p2p order's splash and info modals, placing a p2p order with a reason code,
 * and the seller's fulfil form (lots confirmed, the sandbox label). Used by the p2p e2e files.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfBytes, pngBytes } from '../harness/p2p-seller.ts';
import { EVENTUALLY } from './buying-journey-steps.ts';

type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

export const pdfFile = (name: string): ChosenFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(pdfBytes()),
});
export const pngFile = (name: string): ChosenFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(pngBytes()),
});

/** Chooses files through the field's button, as a user would through the file dialog. */
export async function chooseFiles(page: Page, testId: string, files: ChosenFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(testId).click();
  await (await chooser).setFiles(files);
}

export type NewListing = { search: string; price: string; stock: string; lot: string; expiry: string };

/**
 * From the seller's inventory: a new listing of the product found by `search`, with a proof of
 * purchase, a pedigree and two images (a picture in the pedigree field is refused first with the
 * invalid-images toast); resolves back on /pharmacy/inventory.
 */
export async function listWithProofAndImages(page: Page, listing: NewListing): Promise<void> {
  await page.getByTestId('nav-inventory').click();
  await page.getByTestId('new-listing').click();
  await page.getByTestId('listing-product').fill(listing.search);
  await page.getByTestId('listing-product-option').first().click(EVENTUALLY);
  await page.getByTestId('listing-price').fill(listing.price);
  await page.getByTestId('listing-stock').fill(listing.stock);
  await page.getByTestId('listing-lot').fill(listing.lot);
  await page.getByTestId('listing-expiry').fill(listing.expiry);
  await page.getByTestId('listing-purchased-from').fill('Keystone Wholesale Drug');
  await chooseFiles(page, 'pedigree-choose', [pngFile('photo.png')]);
  await page.getByTestId('toast-error').first().waitFor(EVENTUALLY);
  await chooseFiles(page, 'proof-choose', [pdfFile('invoice.pdf')]);
  await chooseFiles(page, 'pedigree-choose', [pdfFile('pedigree.pdf')]);
  await chooseFiles(page, 'images-choose', [pngFile('front.png'), pngFile('back.png')]);
  expect(await page.getByTestId('images-chosen').count()).toBe(2);
  await page.getByTestId('listing-save').click();
  await page.waitForURL(/\/pharmacy\/inventory(\?|$)/, EVENTUALLY);
}

/** The first p2p order: the splash, then terms (Next waits for the scroll), laws, fees and FAQ. */
export async function acknowledgeFirstP2pOrder(page: Page): Promise<void> {
  await page.getByTestId('p2p-splash-start').click();
  const next = page.getByTestId('p2p-info-next');
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  await dialog('Terms of pharmacy-to-pharmacy trading').waitFor();
  expect(await next.isDisabled()).toBe(true);
  await page.getByTestId('p2p-info-scroll').locator('.mantine-ScrollArea-viewport').hover();
  await page.mouse.wheel(0, 5_000);
  await expect.poll(() => next.isDisabled()).toBe(false);
  await next.click();
  for (const title of ['Laws', 'Fees']) {
    await dialog(title).waitFor();
    await next.click();
  }
  await dialog('FAQ').waitFor();
  expect(await next.innerText()).toBe('I acknowledge');
  await next.click();
  await dialog('FAQ').waitFor({ state: 'detached' });
}

/** On the p2p checkout: ground shipping, the reason code (Place order waits for it), then places the order. */
export async function placeWithReason(page: Page, expectedTotal: string): Promise<string> {
  await page.getByTestId('p2p-shipping-ground').check();
  expect(await page.getByTestId('p2p-place-order').isDisabled()).toBe(true);
  expect(await page.getByTestId('p2p-warning').innerText()).toContain('wholesale licensure');
  await page.getByTestId('p2p-reason').click();
  await page.getByRole('option', { name: /Specific patient need/ }).click();
  await expect.poll(() => page.getByTestId('p2p-total').innerText()).toBe(expectedTotal);
  await expect.poll(() => page.getByTestId('p2p-place-order').isDisabled()).toBe(false);
  await page.getByTestId('p2p-place-order').click();
  await page.waitForURL((url) => url.pathname.startsWith('/pharmacy/orders/'));
  return new URL(page.url()).pathname.split('/')[3]!;
}

/**
 * On the seller's sale page: each line's lot typed (Confirm) and saved (Confirmed); then the notice
 * hides, the label button enables, and one package makes the sandbox label, which ships the order.
 * With `listed`, each line's fields first hold the lot and expiry the seller gave on the listing.
 */
export async function confirmLotsAndCreateLabel(
  page: Page,
  lots: string[],
  options: { listed?: { lot: string; exp: string }[] } = {},
): Promise<void> {
  await page.getByTestId('p2p-lot-notice').waitFor();
  await expect.poll(() => page.getByTestId('p2p-create-label').isDisabled()).toBe(true);
  const rows = page.getByTestId('p2p-lot-row');
  await expect.poll(() => rows.count()).toBe(lots.length);
  for (const [i, lot] of lots.entries()) {
    const row = rows.nth(i);
    const listed = options.listed?.[i];
    if (listed) {
      await expect.poll(() => row.getByTestId('p2p-lot-number').inputValue()).toBe(listed.lot);
      expect(await row.getByTestId('p2p-lot-exp').inputValue()).toBe(listed.exp);
      expect(await row.getByTestId('p2p-lot-confirm').innerText()).toBe('Confirm');
    }
    await row.getByTestId('p2p-lot-number').fill(lot);
    await row.getByTestId('p2p-lot-exp').fill('06-30-2028');
    await expect.poll(() => row.getByTestId('p2p-lot-confirm').innerText()).toBe('Confirm');
    await row.getByTestId('p2p-lot-confirm').click();
    await expect.poll(() => row.getByTestId('p2p-lot-confirm').innerText()).toBe('Confirmed');
  }
  await expect.poll(() => page.getByTestId('p2p-lot-notice').count()).toBe(0);
  await expect.poll(() => page.getByTestId('p2p-create-label').isDisabled()).toBe(false);
  await page.getByTestId('p2p-package-weight').fill('2.5');
  await page.getByTestId('p2p-package-length').fill('10');
  await page.getByTestId('p2p-package-width').fill('8');
  await page.getByTestId('p2p-package-height').fill('4');
  await page.getByTestId('p2p-create-label').click();
  await page.getByTestId('toast-success').filter({ hasText: 'Label created' }).waitFor();
  await expect.poll(() => page.getByTestId('p2p-tracking-number').innerText()).toMatch(/^SBX\d{10}$/);
}

/** On the buyer's order page: the T3 PDF of the first line downloads, receipt is confirmed, and the seller rated. */
export async function receiveDownloadAndRate(page: Page): Promise<string> {
  await page.getByTestId('p2p-buyer-panel').waitFor();
  const [t3] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('p2p-t3-download').first().click(),
  ]);
  await page.getByTestId('p2p-confirm-receipt').click();
  await page.getByTestId('confirm-yes').click();
  await page.getByTestId('toast-success').filter({ hasText: 'Receipt of order' }).waitFor();
  await expect.poll(() => page.getByTestId('p2p-buyer-phase').innerText()).toMatch(/released/i);
  await page.getByTestId('p2p-rating').locator('label').nth(4).click();
  await page.getByTestId('p2p-rating-message').fill('Well packed, quick.');
  await page.getByTestId('p2p-rate-submit').click();
  await page.getByTestId('p2p-rated').waitFor();
  return t3.suggestedFilename();
}
