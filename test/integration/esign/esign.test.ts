/**
 * The product's own e-signature (issue 12, pharmacy-side §7): the request and signing-document
 * calls answer the signing page, the signer types or draws, the signed PDF is stamped with an
 * audit trail and verified by hash on download; a tampered file is refused and the refusal kept,
 * and an original altered before signing is not signed; another account's documents are 404.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureDocuments, signatureEvents, users } from '../../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { ESIGN_MESSAGES } from '../../../domain/esign/signatures.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { pngClaiming, pngDataUrl } from '../../harness/image-headers.ts';
import { prepareFor } from './esign-fixtures.ts';

let t: TestContext;
let pharmacy: Credentials;
let coAdmin: Credentials;
let other: Credentials;

beforeAll(async () => {
  t = await createTestContext();
  pharmacy = await t.login('pharmacy@example.com');
  // A second admin of the demo pharmacy: signing is an admin's (issue 22), and still only the addressed one's.
  await t.db.insert(users).values({
    accountId: DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!.id,
    email: 'pharmacy.co-admin@example.com',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Cora',
    lastName: 'Admin',
    role: 'admin',
  });
  coAdmin = await t.login('pharmacy.co-admin@example.com');
  other = await t.login('seller@example.com');
});
afterAll(() => t.close());

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');
const PNG_DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function openRequest(documentIds: string[], as = pharmacy) {
  const response = await t.call('POST', '/api/v1/ajax/signature_requests', {
    as,
    body: { document_ids: documentIds },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function sign(requestId: string, body: Record<string, unknown>, as = pharmacy) {
  const response = await t.call('POST', `/api/v1/ajax/signature_requests/${requestId}/sign`, { as, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function eventsOf(documentId: string) {
  return (await t.db.select().from(signatureEvents).where(eq(signatureEvents.documentId, documentId))).map(
    (e) => e.event,
  );
}

describe('e-signature', () => {
  it('prepares a real PDF agreement with the applicant’s data and its recorded hash', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const response = await t.call('GET', `/api/v1/ajax/signature_documents/${documentId}/original`, {
      as: pharmacy,
    });
    expect(response.status).toBe(200);
    const bytes = await response.arrayBuffer();
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    expect(sha(bytes)).toBe(row!.originalSha256);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    expect(await eventsOf(documentId)).toEqual(['requested', 'downloaded']);
  });

  it('answers the signing page url, test mode and request id', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { status, body } = await openRequest([documentId]);
    expect(status).toBe(200);
    expect(body.test_mode).toBe(true);
    expect(body.url).toBe(`/esign/${body.signature_request_id as string}`);
    const page = await t.call('GET', `/api/v1/ajax/signing_document?document_ids=${documentId}`, {
      as: pharmacy,
    });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { url: string }).url).toMatch(/^\/esign\//);
  });

  it('signs with a typed name: stamped PDF with a certificate page, verified by hash on download', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const requestId = body.signature_request_id as string;
    const page = await t.call('GET', `/api/v1/ajax/signature_requests/${requestId}`, {
      as: pharmacy,
      headers: { 'user-agent': 'esign-test' },
    });
    expect(((await page.json()) as { documents: { status: string }[] }).documents[0]!.status).toBe(
      'awaiting_signature',
    );
    const signed = await sign(requestId, { mode: 'typed', typed_name: 'Pat Pharmacist', consent: true });
    expect(signed.status).toBe(200);
    expect(signed.body.signed).toEqual([documentId]);
    expect(signed.body.return_url).toBe(`/pharmacy/wholesalers/x/apply?signed=${documentId}`);
    const file = await t.call('GET', `/api/v1/ajax/signature_documents/${documentId}/signed`, {
      as: pharmacy,
    });
    expect(file.status).toBe(200);
    const bytes = await file.arrayBuffer();
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    expect(row!.status).toBe('signed');
    expect(sha(bytes)).toBe(row!.signedSha256);
    const original = await PDFDocument.load(
      await (
        await t.call('GET', `/api/v1/ajax/signature_documents/${documentId}/original`, { as: pharmacy })
      ).arrayBuffer(),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(original.getPageCount() + 1);
    const [signedEvent] = await t.db
      .select()
      .from(signatureEvents)
      .where(eq(signatureEvents.documentId, documentId))
      .then((rows) => rows.filter((r) => r.event === 'signed'));
    expect(signedEvent).toMatchObject({ sha256: row!.signedSha256, originalSha256: row!.originalSha256 });
    expect(await eventsOf(documentId)).toEqual(
      expect.arrayContaining(['requested', 'viewed', 'signed', 'downloaded']),
    );
  });

  it('signs with a drawn signature', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const signed = await sign(body.signature_request_id as string, {
      mode: 'drawn',
      drawing: PNG_DOT,
      consent: true,
    });
    expect(signed.status).toBe(200);
  });

  it('refuses a drawing that is not a readable PNG with a 400 naming drawing, nothing signed', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const id = body.signature_request_id as string;
    const notPng = `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`;
    const brokenPng = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2]).toString('base64')}`;
    for (const drawing of [notPng, brokenPng]) {
      const refused = await sign(id, { mode: 'drawn', drawing, consent: true });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        drawing: ['The drawn signature could not be read. Please draw it again.'],
      });
    }
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    expect(row!.status).toBe('awaiting_signature');
  });

  it('refuses a drawing whose header claims 20,000 × 20,000 pixels with a 400 naming drawing, before decoding it (issue 22)', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const bomb = pngDataUrl(pngClaiming(20_000, 20_000));
    const started = Date.now();
    const refused = await sign(body.signature_request_id as string, {
      mode: 'drawn',
      drawing: bomb,
      consent: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      drawing: [
        'The image is 20000 × 20000 pixels, over the 1-megapixel limit. Please send a smaller image.',
      ],
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    expect(row!.status).toBe('awaiting_signature');
  });

  it('refuses to sign twice with 409', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const id = body.signature_request_id as string;
    await sign(id, { mode: 'typed', typed_name: 'Pat Pharmacist', consent: true });
    expect((await sign(id, { mode: 'typed', typed_name: 'Pat Pharmacist', consent: true })).status).toBe(409);
  });

  it('refuses a signature without consent with a 400 naming consent, nothing signed', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const refused = await sign(body.signature_request_id as string, {
      mode: 'typed',
      typed_name: 'Pat',
      consent: false,
    });
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Record<string, string[]>).consent).toBeDefined();
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    expect(row!.status).toBe('awaiting_signature');
  });

  it('refuses another admin of the account as the signer with 409', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId], coAdmin);
    const refused = await sign(
      body.signature_request_id as string,
      { mode: 'typed', typed_name: 'Cora', consent: true },
      coAdmin,
    );
    expect(refused.status).toBe(409);
  });

  it('refuses a tampered stored file on download and records verification_failed', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    await sign(body.signature_request_id as string, {
      mode: 'typed',
      typed_name: 'Pat Pharmacist',
      consent: true,
    });
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    await writeFile(join(t.env.filesDir, row!.signedKey!), '%PDF-1.4\n% altered\n');
    const response = await t.call('GET', `/api/v1/ajax/signature_documents/${documentId}/signed`, {
      as: pharmacy,
    });
    expect(response.status).toBe(409);
    expect(await eventsOf(documentId)).toContain('verification_failed');
  });

  it('refuses to sign an original altered after the request was made: 409, nothing signed, the refusal kept (issue 21)', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const [row] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    // Still a PDF the stamper can read (a comment appended), so only the hash check can refuse it.
    const path = join(t.env.filesDir, row!.originalKey);
    await writeFile(
      path,
      Buffer.concat([await readFile(path), Buffer.from('\n% altered after the request\n')]),
    );
    const refused = await sign(body.signature_request_id as string, {
      mode: 'typed',
      typed_name: 'Pat Pharmacist',
      consent: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(ESIGN_MESSAGES.tampered);
    const [after] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    expect(after).toMatchObject({ status: 'awaiting_signature', signedKey: null, signedSha256: null });
    const events = await eventsOf(documentId);
    expect(events).toContain('verification_failed');
    expect(events).not.toContain('signed');
  });

  it('answers 404 for another account’s document, request and signature', async () => {
    const { documentId } = await prepareFor(t, 'pharmacy@example.com');
    const { body } = await openRequest([documentId]);
    const id = body.signature_request_id as string;
    expect((await openRequest([documentId], other)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/ajax/signature_requests/${id}`, { as: other })).status).toBe(404);
    expect((await sign(id, { mode: 'typed', typed_name: 'Eve Other', consent: true }, other)).status).toBe(
      404,
    );
    const download = await t.call('GET', `/api/v1/ajax/signature_documents/${documentId}/original`, {
      as: other,
    });
    expect(download.status).toBe(404);
  });
});
