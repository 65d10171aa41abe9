/**
 * Approved wholesalers and tax documents (pharmacy-side §2, §7): the wholesalers that approved the
 * pharmacy with their control documents; the notice calls; certificates kept, downloaded and
 * deleted. Another account's ids are 404.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { customerNoticeAcks, supplierControlDocuments, supplierCustomers } from '../../../db/schema/index.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { accountOf, call, KEYSTONE } from '../audits/audits-fixtures.ts';

const SELLER = accountOf('seller@example.com');

let t: TestContext;
let pharmacy: Credentials;
let seller: Credentials;
const PDF = new TextEncoder().encode('%PDF-1.4\n control form\n');

beforeAll(async () => {
  t = await createTestContext();
  [pharmacy, seller] = await Promise.all([t.login('pharmacy@example.com'), t.login('seller@example.com')]);
});
afterAll(() => t.close());

type Approved = {
  data: {
    customer_id: string;
    supplier_id: string;
    name: string;
    control_documents: { id: string }[];
    location_changed: boolean;
  }[];
};

describe('/pharmacy/wholesalers/approved', () => {
  it('lists the wholesalers that approved the pharmacy with their control documents, downloadable', async () => {
    const fileKey = newFileKey('control_documents', 'pdf');
    await t.ports.files.put(fileKey, PDF);
    const [doc] = await t.db
      .insert(supplierControlDocuments)
      .values({
        supplierAccountId: KEYSTONE.id,
        title: 'Controlled substance questionnaire',
        fileName: 'csq.pdf',
        fileKey,
        contentType: 'application/pdf',
      })
      .returning();
    const list = await call<Approved>(t, 'GET', '/pharmacy/wholesalers/approved', pharmacy);
    const keystone = list.body.data.find((w) => w.supplier_id === KEYSTONE.id)!;
    expect(keystone.control_documents.map((d) => d.id)).toEqual([doc!.id]);
    const file = await t.call('GET', `/api/v1/pharmacy/wholesalers/load_control_document?id=${doc!.id}`, {
      as: pharmacy,
    });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('answers 404 for a control document of a wholesaler that did not approve the caller', async () => {
    const [doc] = await t.db.select().from(supplierControlDocuments);
    await t.db
      .update(supplierCustomers)
      .set({ status: 'suspended' })
      .where(eq(supplierCustomers.pharmacyAccountId, SELLER.id));
    const answer = await call(t, 'GET', `/pharmacy/wholesalers/load_control_document?id=${doc!.id}`, seller);
    expect(answer.status).toBe(404);
  });

  it('acknowledges a location change and records the external form was opened', async () => {
    const list = await call<Approved>(t, 'GET', '/pharmacy/wholesalers/approved', pharmacy);
    const keystone = list.body.data.find((w) => w.supplier_id === KEYSTONE.id)!;
    await t.db
      .insert(customerNoticeAcks)
      .values({ supplierCustomerId: keystone.customer_id, locationChangedAt: new Date(Date.now() - 1000) });
    expect(
      (await call<Approved>(t, 'GET', '/pharmacy/wholesalers/approved', pharmacy)).body.data.find(
        (w) => w.supplier_id === KEYSTONE.id,
      )!.location_changed,
    ).toBe(true);
    const ack = await call(
      t,
      'PATCH',
      `/wholesalers/location_changed_ack/${keystone.customer_id}/update`,
      pharmacy,
      {},
    );
    expect(ack.status).toBe(200);
    expect(
      (await call<Approved>(t, 'GET', '/pharmacy/wholesalers/approved', pharmacy)).body.data.find(
        (w) => w.supplier_id === KEYSTONE.id,
      )!.location_changed,
    ).toBe(false);
    expect(
      (await call(t, 'POST', `/wholesalers/${KEYSTONE.id}/accessed_external_form`, pharmacy, {})).status,
    ).toBe(200);
    const [acks] = await t.db
      .select()
      .from(customerNoticeAcks)
      .where(eq(customerNoticeAcks.supplierCustomerId, keystone.customer_id));
    expect(acks?.externalFormAccessedAt).toBeInstanceOf(Date);
    expect(
      (await call(t, 'PATCH', `/wholesalers/location_changed_ack/${keystone.customer_id}/update`, seller, {}))
        .status,
    ).toBe(404);
  });
});

describe('/pharmacy/tax_documents', () => {
  const upload = (as: Credentials, bytes: Uint8Array, kind = 'resale') => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('state_code', 'TX');
    form.set('file', new Blob([bytes]), 'resale.pdf');
    return t.call('POST', '/api/v1/pharmacy/tax_documents', { as, body: form });
  };

  it('keeps a certificate, lists it, downloads it and deletes it; another pharmacy gets 404', async () => {
    const uploaded = await upload(pharmacy, PDF);
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: string; state_code: string } };
    expect(document.state_code).toBe('TX');
    const list = await call<{ data: { id: string }[] }>(t, 'GET', '/pharmacy/tax_documents', pharmacy);
    expect(list.body.data.map((d) => d.id)).toContain(document.id);
    const file = await t.call('GET', `/api/v1/pharmacy/tax_documents/${document.id}`, { as: pharmacy });
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    expect((await call(t, 'DELETE', `/pharmacy/tax_documents/${document.id}`, seller)).status).toBe(404);
    expect((await call(t, 'DELETE', `/pharmacy/tax_documents/${document.id}`, pharmacy)).status).toBe(200);
    expect((await call(t, 'GET', `/pharmacy/tax_documents/${document.id}`, pharmacy)).status).toBe(404);
  });

  it('refuses a file that is not a PDF or an image by its magic bytes, and an unknown kind, naming the field', async () => {
    const bad = await upload(pharmacy, new TextEncoder().encode('MZ'));
    expect(bad.status).toBe(400);
    const kind = await upload(pharmacy, PDF, 'other');
    expect(((await kind.json()) as { errors: Record<string, string[]> }).errors.kind).toBeDefined();
    expect(
      (await call<{ data: unknown[] }>(t, 'GET', '/pharmacy/tax_documents', pharmacy)).body.data,
    ).toHaveLength(0);
  });

  it('answers the form’s choices', async () => {
    const form = await call<{ kinds: unknown[]; states: unknown[] }>(
      t,
      'GET',
      '/pharmacy/documents/load_document_form',
      pharmacy,
    );
    expect(form.body.kinds).toHaveLength(2);
    expect(form.body.states.length).toBeGreaterThan(40);
  });
});
