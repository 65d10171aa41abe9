/**
 * A p2p listing's attachments beyond proof and pedigree (issue 13 part A, supplier-side §3, §5):
 * the quality identifier needs a description and a file and is cleared otherwise; each tax-exempt
 * resale certificate needs a description and a file; a control character in a text field of the
 * multipart form is refused. Every refusal leaves no listing and no stored file.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFiles, listings } from '../../../db/schema/index.ts';
import { P2P_LISTING_MESSAGES } from '../../../domain/p2p/listing-form.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller, pdfBytes, pngBytes } from '../../harness/p2p-seller.ts';
import { accountOf } from '../audits/audits-fixtures.ts';
import { listingForm, send, storedListingFiles } from './p2p-listings-fixtures.ts';

let t: TestContext;
let seller: Credentials;
const SELLER = accountOf('seller@example.com');

beforeAll(async () => {
  t = await createTestContext({ filesDir: await mkdtemp(join(tmpdir(), 'p2p-attachments-')) });
  await approveSeller(t.db, { accountId: SELLER.id, userId: SELLER.user.id });
  seller = await t.login('seller@example.com');
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

describe('quality identifier and tax-exempt resale certificates', () => {
  it('requires a description and a file for a quality identifier, and clears it otherwise', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, { fields: { quality_identifier: 'other' } }),
      422,
      'quality_description',
      P2P_LISTING_MESSAGES.qualityDescription,
    );
    const form = listingForm(product.id, {
      fields: { quality_identifier: 'torn_pharmacy_label', quality_description: 'Label torn at the corner' },
      files: { quality_identifier_file: [{ bytes: pngBytes(), name: 'label.png' }] },
    });
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, form)).body.id as string;
    const cleared = listingForm(product.id, {
      fields: { quality_identifier: '' },
      files: { 'proof_of_purchase[]': [], 'pedigree_documents[]': [], 'image[]': [] },
    });
    expect((await send(t, 'PATCH', `/pharmacy/inventory/${id}`, seller, cleared)).status).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect([row!.qualityIdentifier, row!.qualityDescription]).toEqual([null, null]);
    const [file] = await t.db
      .select()
      .from(listingFiles)
      .where(and(eq(listingFiles.listingId, id), eq(listingFiles.kind, 'quality_identifier')));
    expect(file!.removedAt).not.toBeNull();
  });

  it('requires each tax-exempt resale certificate to have a description and a file', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, {
        fields: { 'tax_exempt_description[]': [''] },
        files: { 'tax_exempt_certificate[]': [{ bytes: pdfBytes(), name: 'resale.pdf' }] },
      }),
      422,
      'tax_exempt_description.0',
      P2P_LISTING_MESSAGES.taxDescription,
    );
    const form = listingForm(product.id, {
      fields: { 'tax_exempt_description[]': ['Oregon resale certificate'] },
      files: { 'tax_exempt_certificate[]': [{ bytes: pdfBytes(), name: 'resale.pdf' }] },
    });
    const id = (await send(t, 'POST', '/pharmacy/inventory', seller, form)).body.id as string;
    const [certificate] = await t.db
      .select()
      .from(listingFiles)
      .where(and(eq(listingFiles.listingId, id), eq(listingFiles.kind, 'tax_exempt_certificate')));
    expect(certificate!.description).toBe('Oregon resale certificate');
  });

  it('refuses a control character or an over-long text field of the form, leaving nothing', async () => {
    const product = await insertProduct(t.db);
    await expectRefusedLeavingNothing(
      listingForm(product.id, { fields: { purchased_from: 'Keystone\u0000' } }),
      400,
      'purchased_from',
    );
    await expectRefusedLeavingNothing(
      listingForm(product.id, { fields: { purchased_from: 'x'.repeat(201) } }),
      400,
      'purchased_from',
    );
  });
});
