/**
 * The p2p seller's listings (issue 13 part A): an approved seller lists a product with proof,
 * pedigree and images; every refusal leaves no listing and no stored file; file kinds and sizes
 * (pedigree pdf under 5 MB, 10 MB per file); inline edits; another seller's listing is 404;
 * schedule II refused; a pharmacy that is not a seller is pointed to registration. Image removal
 * and taking a listing off sale: p2p-listing-files.test.ts.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, pharmacyLicences } from '../../../db/schema/index.ts';
import { CONTROLLED_MESSAGES } from '../../../domain/p2p/controlled-substances.ts';
import { LISTING_FILE_MESSAGES, PEDIGREE_LIMIT_BYTES } from '../../../domain/p2p/listing-files.ts';
import { P2P_LISTING_MESSAGES } from '../../../domain/p2p/listing-form.ts';
import { NOT_A_SELLER_MESSAGE } from '../../../api/routes/p2p/listings/seller-only.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller, pdfBytes, pngBytes } from '../../harness/p2p-seller.ts';
import { accountOf } from '../audits/audits-fixtures.ts';
import { listingForm, send, storedListingFiles } from './p2p-listings-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let pharmacy: Credentials;
const SELLER = accountOf('seller@example.com');
const PHARMACY = accountOf('pharmacy@example.com');

beforeAll(async () => {
  t = await createTestContext({ filesDir: await mkdtemp(join(tmpdir(), 'p2p-listings-')) });
  await approveSeller(t.db, { accountId: SELLER.id, userId: SELLER.user.id });
  seller = await t.login('seller@example.com');
  pharmacy = await t.login('pharmacy@example.com');
});
afterAll(() => t.close());

const listingCount = async () =>
  (await t.db.select({ n: count() }).from(listings).where(eq(listings.isP2p, true)))[0]!.n;

/** Expects the call refused with `status` naming `field`, and nothing written or stored. */
async function expectRefusedLeavingNothing(form: FormData, status: number, field: string, message?: string) {
  const [before, filesBefore] = [await listingCount(), await storedListingFiles(t)];
  const answer = await send(t, 'POST', '/pharmacy/inventory', seller, form);
  expect(answer.status).toBe(status);
  expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  if (message) expect(answer.body.errors?.[field]).toContain(message);
  expect(await listingCount()).toBe(before);
  expect(await storedListingFiles(t)).toBe(filesBefore);
}

describe('POST /pharmacy/inventory', () => {
  it('lists a product with proof, pedigree and images as a p2p listing of the seller', async () => {
    const product = await insertProduct(t.db);
    const form = listingForm(product.id, {
      files: {
        'image[]': [
          { bytes: pngBytes(), name: 'a.png' },
          { bytes: pngBytes(), name: 'b.png' },
        ],
      },
      fields: { primary: 'new:1' },
    });
    const answer = await send(t, 'POST', '/pharmacy/inventory', seller, form);
    expect(answer.status).toBe(201);
    expect(answer.body.proof_on_file).toBe(true);
    const id = answer.body.id as string;
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ isP2p: true, supplierAccountId: SELLER.id, p2pMaxQty: 2, lot: 'LOT-A1' });
    expect(row!.sku).toMatch(/^P2P-/);
    const detail = await send(t, 'GET', `/pharmacy/inventory/${id}`, seller);
    const files = detail.body.files as {
      kind: string;
      name: string;
      primary: boolean;
      status: string;
      download_url: string;
    }[];
    expect(files.map((f) => f.kind).sort()).toEqual(['image', 'image', 'pedigree', 'proof_of_purchase']);
    expect(files.find((f) => f.primary)?.name).toBe('b.png');
    expect(files.every((f) => f.status === 'saved')).toBe(true);
    const download = await t.call('GET', files[0]!.download_url, { as: seller });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    const page = await send(t, 'GET', '/pharmacy/inventory?keywords=LOT-A1', seller);
    expect((page.body.data as { id: string }[]).map((r) => r.id)).toContain(id);
  });

  it('refuses a listing without purchased_from, proof or pedigree, each with its own message, leaving nothing', async () => {
    const product = await insertProduct(t.db);
    const form = listingForm(product.id, {
      fields: { purchased_from: '' },
      files: { 'proof_of_purchase[]': [], 'pedigree_documents[]': [] },
    });
    const answer = await send(t, 'POST', '/pharmacy/inventory', seller, form);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      purchased_from: [P2P_LISTING_MESSAGES.purchasedFrom],
      proof_of_purchase: [P2P_LISTING_MESSAGES.proofOfPurchase],
      pedigree_documents: [P2P_LISTING_MESSAGES.pedigree],
    });
    await expectRefusedLeavingNothing(
      listingForm(product.id, { files: { 'pedigree_documents[]': [] } }),
      422,
      'pedigree_documents',
    );
  });

  it('refuses files of the wrong kind with the invalid-images message (magic bytes decide)', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, { files: { 'image[]': [{ bytes: pdfBytes(), name: 'photo.png' }] } }),
      400,
      'image[]',
      LISTING_FILE_MESSAGES.invalidImages,
    );
    await expectRefusedLeavingNothing(
      listingForm(product.id, { files: { 'pedigree_documents[]': [{ bytes: pngBytes(), name: 'p.pdf' }] } }),
      400,
      'pedigree_documents[]',
      LISTING_FILE_MESSAGES.invalidImages,
    );
  });

  it('takes a pedigree strictly under 5 MB and refuses one of 5 MB', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, {
        files: { 'pedigree_documents[]': [{ bytes: pdfBytes(PEDIGREE_LIMIT_BYTES), name: 'p.pdf' }] },
      }),
      400,
      'pedigree_documents[]',
      LISTING_FILE_MESSAGES.pedigreeTooLarge,
    );
    const under = listingForm(product.id, {
      files: { 'pedigree_documents[]': [{ bytes: pdfBytes(PEDIGREE_LIMIT_BYTES - 1), name: 'p.pdf' }] },
    });
    expect((await send(t, 'POST', '/pharmacy/inventory', seller, under)).status).toBe(201);
  });

  it('refuses any listing file over 10485760 bytes', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, {
        files: { 'proof_of_purchase[]': [{ bytes: pdfBytes(10_485_761), name: 'big.pdf' }] },
      }),
      400,
      'proof_of_purchase[]',
      LISTING_FILE_MESSAGES.tooLarge,
    );
  });

  it('never lists schedule II, and lists CIII–CV only with a DEA registration not expired', async () => {
    const cii = await insertProduct(t.db, { deaSchedule: 'CII' });
    await expectRefusedLeavingNothing(
      listingForm(cii.id),
      422,
      'product_id',
      CONTROLLED_MESSAGES.scheduleTwo,
    );
    const civ = await insertProduct(t.db, { deaSchedule: 'CIV' });
    const setDea = (expiresOn: string) =>
      t.db
        .update(pharmacyLicences)
        .set({ expiresOn })
        .where(and(eq(pharmacyLicences.accountId, SELLER.id), eq(pharmacyLicences.kind, 'dea')));
    await t.db
      .insert(pharmacyLicences)
      .values({ accountId: SELLER.id, kind: 'dea', number: `MX${Date.now()}`, expiresOn: '2020-01-01' });
    await setDea('2020-01-01');
    await expectRefusedLeavingNothing(listingForm(civ.id), 422, 'product_id', CONTROLLED_MESSAGES.needsDea);
    await setDea('2030-01-01');
    expect((await send(t, 'POST', '/pharmacy/inventory', seller, listingForm(civ.id))).status).toBe(201);
  });

  it('refuses expired stock and a p2p max quantity that is not a bounded positive integer', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, { fields: { expiry_date: '2020-01-31' } }),
      422,
      'expiry_date',
      P2P_LISTING_MESSAGES.expired,
    );
    await expectRefusedLeavingNothing(
      listingForm(product.id, { fields: { p2p_max_qty: '0' } }),
      422,
      'p2p_max_qty',
      P2P_LISTING_MESSAGES.p2pMaxQty,
    );
  });

  it('answers 403 pointing to /pharmacy/become_seller for a pharmacy that is not an approved seller', async () => {
    const product = await insertProduct(t.db);
    const answer = await send(t, 'POST', '/pharmacy/inventory', pharmacy, listingForm(product.id));
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain(NOT_A_SELLER_MESSAGE);
    expect((await send(t, 'GET', '/pharmacy/inventory', pharmacy)).status).toBe(403);
  });
});

describe('PATCH /pharmacy/inventory/{id}', () => {
  it('answers 404 for another seller’s listing and writes nothing', async () => {
    const product = await insertProduct(t.db);
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, listingForm(product.id))).body
      .id as string;
    await approveSeller(t.db, { accountId: PHARMACY.id, userId: PHARMACY.user.id });
    const filesBefore = await storedListingFiles(t);
    expect((await send(t, 'GET', `/pharmacy/inventory/${id}`, pharmacy)).status).toBe(404);
    expect(
      (await send(t, 'PATCH', `/pharmacy/inventory/${id}`, pharmacy, listingForm(product.id))).status,
    ).toBe(404);
    expect(
      (await send(t, 'POST', `/pharmacy/inventory/${id}/update_inline`, pharmacy, { stock: '9' })).status,
    ).toBe(404);
    expect((await send(t, 'DELETE', `/pharmacy/inventory/${id}`, pharmacy)).status).toBe(404);
    expect(await storedListingFiles(t)).toBe(filesBefore);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ stock: 4, active: true });
  });
});

describe('POST /pharmacy/inventory/{id}/update_inline', () => {
  it('changes stock and price under the pack-price cap; expired stock cannot go back on sale', async () => {
    const product = await insertProduct(t.db);
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, listingForm(product.id))).body
      .id as string;
    expect(
      (await send(t, 'POST', `/pharmacy/inventory/${id}/update_inline`, seller, { stock: '7' })).body.stock,
    ).toBe(7);
    const capped = await send(t, 'POST', `/pharmacy/inventory/${id}/update_inline`, seller, {
      price: '75.01',
    });
    expect(capped.status).toBe(422);
    expect(capped.body.errors?.price?.[0]).toMatch(/Pack price cannot exceed/);
    await t.db.update(listings).set({ expiryDate: '2020-01-01', stock: 0 }).where(eq(listings.id, id));
    expect(
      (await send(t, 'POST', `/pharmacy/inventory/${id}/update_inline`, seller, { stock: '3' })).status,
    ).toBe(422);
  });
});
