/**
 * A p2p listing saved with its proof to follow (issue 13 part A): support is told and sees it in
 * its queue with what is missing; support's notice tells the seller exactly what to upload, once
 * a day; the proof-of-purchase modal's upload completes the proof, sets proof_updated_at and
 * answers its save-and-close flag back, and the listing leaves the queue.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFiles, listings, notifications } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { insertProduct } from '../../harness/catalog-fixtures.ts';
import { approveSeller, pdfBytes } from '../../harness/p2p-seller.ts';
import { accountOf } from '../audits/audits-fixtures.ts';
import { listingForm, send } from './p2p-listings-fixtures.ts';

let t: TestContext;
let seller: Credentials;
let support: Credentials;
let listingId: string;
let imageId: string;
const SELLER = accountOf('seller@example.com');
const SUPPORT = accountOf('support@example.com');

beforeAll(async () => {
  t = await createTestContext({ filesDir: await mkdtemp(join(tmpdir(), 'p2p-proofs-')) });
  await approveSeller(t.db, { accountId: SELLER.id, userId: SELLER.user.id });
  seller = await t.login('seller@example.com');
  support = await t.login('support@example.com');
  const product = await insertProduct(t.db);
  const form = listingForm(product.id, {
    fields: { purchased_from: '', proof_to_follow: '1' },
    files: { 'proof_of_purchase[]': [], 'pedigree_documents[]': [] },
  });
  const answer = await send(t, 'POST', '/pharmacy/inventory', seller, form);
  expect(answer.status).toBe(201);
  expect(answer.body.proof_on_file).toBe(false);
  listingId = answer.body.id as string;
});
afterAll(() => t.close());

type QueueRow = { listing_id: string; seller_name: string; missing: string[] };

describe('the missing-proof support queue', () => {
  it('tells support when a listing is saved without valid proof', async () => {
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, SUPPORT.id), eq(notifications.kind, 'p2p_missing_proof')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe('/support/missing-proofs');
  });

  it('lists active p2p listings failing p2pProofOnFile with the seller and what is missing', async () => {
    const queue = await send(t, 'GET', '/support/missing_proofs', support);
    expect(queue.status).toBe(200);
    const row = (queue.body.data as QueueRow[]).find((r) => r.listing_id === listingId);
    expect(row).toMatchObject({
      seller_name: 'Riverside Drug',
      missing: ['purchased_from', 'proof_of_purchase', 'pedigree_documents'],
    });
    expect((await send(t, 'GET', '/support/missing_proofs', seller)).status).toBe(403);
  });

  it('tells the seller exactly what to upload, linking to the listing, once per listing per day', async () => {
    const first = await send(t, 'POST', `/support/missing_proofs/${listingId}/notify`, support);
    expect(first).toMatchObject({ status: 200, body: { notified: true } });
    const second = await send(t, 'POST', `/support/missing_proofs/${listingId}/notify`, support);
    expect(second).toMatchObject({ status: 200, body: { notified: false } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, SELLER.id), eq(notifications.kind, 'p2p_missing_proof')));
    expect(told).toHaveLength(1);
    expect(told[0]!.link).toBe(`/pharmacy/inventory/${listingId}/edit`);
    expect(told[0]!.body).toContain('a proof of purchase');
    expect(told[0]!.body).toContain('pedigree documents');
  });

  it('answers 404 to notify about a listing whose proof is on file or unknown', async () => {
    const unknown = await send(t, 'POST', `/support/missing_proofs/${SELLER.id}/notify`, support);
    expect(unknown.status).toBe(404);
  });
});

describe('PATCH /inventory/{id}/update_proof_of_purchase', () => {
  const proofForm = (close: string, withPedigree: boolean) => {
    const form = new FormData();
    form.set('save_and_close', close);
    form.set('purchased_from', 'Cardinal Health');
    form.append('proof_of_purchase[]', new Blob([pdfBytes()]), 'invoice.pdf');
    if (withPedigree) form.append('pedigree_documents[]', new Blob([pdfBytes()]), 'pedigree.pdf');
    return form;
  };

  it('saves and updates (the modal stays) while the proof is incomplete', async () => {
    const answer = await send(
      t,
      'PATCH',
      `/inventory/${listingId}/update_proof_of_purchase`,
      seller,
      proofForm('0', false),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { proof_on_file: false, missing: ['pedigree_documents'], close: false },
    });
  });

  it('keeps a listing without proof off buyers: its images are not found for another pharmacy', async () => {
    const detail = await send(t, 'GET', `/pharmacy/inventory/${listingId}`, seller);
    imageId = (detail.body.files as { id: string; kind: string }[]).find((f) => f.kind === 'image')!.id;
    const pharmacy = await t.login('pharmacy@example.com');
    const image = await t.call('GET', `/api/v1/listings/${listingId}/images/${imageId}`, { as: pharmacy });
    expect(image.status).toBe(404);
  });

  it('notes each file’s status: saved, or missing when the store lost its bytes', async () => {
    const statusOf = async () =>
      (
        (await send(t, 'GET', `/pharmacy/inventory/${listingId}`, seller)).body.files as {
          id: string;
          status: string;
        }[]
      ).find((f) => f.id === imageId)?.status;
    expect(await statusOf()).toBe('saved');
    const [row] = await t.db.select().from(listingFiles).where(eq(listingFiles.id, imageId));
    const bytes = await new Response(
      Readable.toWeb(t.ports.files.get(row!.fileKey)) as ReadableStream,
    ).arrayBuffer();
    await t.ports.files.delete(row!.fileKey);
    expect(await statusOf()).toBe('missing');
    await t.ports.files.put(row!.fileKey, new Uint8Array(bytes));
    expect(await statusOf()).toBe('saved');
  });

  it('saves and closes, completing the proof: proof_updated_at is set and the listing leaves the queue', async () => {
    const answer = await send(
      t,
      'PATCH',
      `/inventory/${listingId}/update_proof_of_purchase`,
      seller,
      proofForm('1', true),
    );
    expect(answer).toMatchObject({ status: 200, body: { proof_on_file: true, missing: [], close: true } });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row!.proofUpdatedAt).not.toBeNull();
    expect(row!.purchasedFrom).toBe('Cardinal Health');
    const queue = await send(t, 'GET', '/support/missing_proofs', support);
    expect((queue.body.data as QueueRow[]).some((r) => r.listing_id === listingId)).toBe(false);
    // Buyable now: any pharmacy may see its images (the buyer's product page shows them).
    const pharmacy = await t.login('pharmacy@example.com');
    const image = await t.call('GET', `/api/v1/listings/${listingId}/images/${imageId}`, { as: pharmacy });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a pedigree that is not a PDF and answers 404 for another pharmacy', async () => {
    const form = new FormData();
    form.append(
      'pedigree_documents[]',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]),
      'p.pdf',
    );
    expect(
      (await send(t, 'PATCH', `/inventory/${listingId}/update_proof_of_purchase`, seller, form)).status,
    ).toBe(400);
    const pharmacy = await t.login('pharmacy@example.com');
    const PHARMACY = accountOf('pharmacy@example.com');
    await approveSeller(t.db, { accountId: PHARMACY.id, userId: PHARMACY.user.id });
    expect(
      (
        await send(
          t,
          'PATCH',
          `/inventory/${listingId}/update_proof_of_purchase`,
          pharmacy,
          proofForm('1', true),
        )
      ).status,
    ).toBe(404);
  });
});
