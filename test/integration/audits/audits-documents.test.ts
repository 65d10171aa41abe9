/**
 * Audit documents (issue 11: the wholesaler's uploads, "≤ 10 MB, pdf/images by magic bytes"):
 * stored and downloadable by the pharmacy; anything else refused naming the file, nothing stored;
 * closed once the required details are sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { call, openAudit, openAuditsContext, snapshotAudit } from './audits-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let pharmacy: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, pharmacy, close } = await openAuditsContext('audits-documents'));
});
afterAll(() => close());

const updateStatus = (id: string) =>
  call(t, 'PATCH', `/customers/audits/${id}/update_status`, supplier, { status: 'required_details_sent' });

function upload(id: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  return t.call('POST', `/api/v1/customers/audits/${id}/documents`, { as: supplier, body: form });
}

describe('audit documents (pdf/images by magic bytes, at most 10 MB)', () => {
  it('stores a PDF the wholesaler uploads, which the pharmacy then downloads', async () => {
    const audit = await openAudit(t, pharmacy);
    const bytes = new TextEncoder().encode('%PDF-1.4\n% invoice scan\n');
    const response = await upload(audit.id, bytes, 'invoice-scan.pdf');
    expect(response.status).toBe(201);
    const { document } = (await response.json()) as { document: { id: string; content_type: string } };
    expect(document.content_type).toBe('application/pdf');
    await updateStatus(audit.id);
    const file = await t.call('GET', `/api/v1/wholesalers/audits/${audit.id}/documents/${document.id}`, {
      as: pharmacy,
    });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a file that is not a PDF or an image whatever its name, naming file', async () => {
    const audit = await openAudit(t, pharmacy);
    const response = await upload(audit.id, new TextEncoder().encode('MZ not a pdf'), 'proof.pdf');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.file).toBeDefined();
    expect((await snapshotAudit(t, audit.id)).documents).toHaveLength(0);
  });

  it('refuses a file over 10 MB', async () => {
    const audit = await openAudit(t, pharmacy);
    const big = new Uint8Array(10_485_760 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const response = await upload(audit.id, big, 'big.pdf');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('File size cannot exceed 10MB');
    expect((await snapshotAudit(t, audit.id)).documents).toHaveLength(0);
  });

  it('refuses an upload once the required details are sent with 409', async () => {
    const audit = await openAudit(t, pharmacy);
    await updateStatus(audit.id);
    const response = await upload(audit.id, new TextEncoder().encode('%PDF-1.4\n'), 'late.pdf');
    expect(response.status).toBe(409);
  });
});
