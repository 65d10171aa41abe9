/**
 * Audits as workflows (issue 11; supplier-side §3 Customer audit, §4 Audit, §5 Audit, §7 audit
 * calls): the new-audit rules, the workflow `audit:<id>` started after the row commits, the
 * wholesaler's answer (proofs PDF from the marketplace's records, uploads), mark complete, the
 * pharmacy's download and missing-proofs notice, and support's queue. Decisions are validated
 * updates: deciding twice is 409 and another account's audit is 404, nothing changed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditors, audits, supplierCustomers } from '../../../db/schema/index.ts';
import { AUDIT_MESSAGES } from '../../../domain/audits/new-audit.ts';
import { auditWorkflowId, type AuditState } from '../../../workflows/audits/messages.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { pdfText } from '../../harness/pdf-text.ts';
import { insertOrder } from '../orders/orders-pharmacy-fixtures.ts';
import {
  call,
  KEYSTONE,
  newAuditBody,
  noticesOf,
  openAudit,
  openAuditsContext,
  PHARMACY,
  snapshotAudit,
  SUPPORT,
  type AuditBody,
} from './audits-fixtures.ts';

let t: TestContext;
let supplier: Credentials;
let supplier2: Credentials;
let pharmacy: Credentials;
let otherPharmacy: Credentials;
let support: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, supplier, supplier2, pharmacy, otherPharmacy, support, close } = await openAuditsContext('audits'));
});
afterAll(() => close());

type Decided = { message: string; audit: AuditBody };
type Documents = { audit: AuditBody; documents: { id: string; kind: string; file_name: string }[] };

const updateStatus = (id: string, as = supplier) =>
  call<Decided>(t, 'PATCH', `/customers/audits/${id}/update_status`, as, { status: 'required_details_sent' });
const markComplete = (id: string, as = supplier) =>
  call<Decided>(t, 'PATCH', `/customers/audits/${id}/mark_complete`, as, { status: 'completed' });

describe('the new-audit form (supplier-side §5 Audit)', () => {
  it('opens an audit with an existing company and starts its workflow audit:<id> after the row commits', async () => {
    const audit = await openAudit(t, pharmacy);
    expect(audit).toMatchObject({ status: 'requested', status_message: null });
    const [row] = await t.db.select().from(audits).where(eq(audits.id, audit.id));
    expect(row!.workflowStartedAt).not.toBeNull();
    const described = await t.temporal.client.workflow.getHandle(auditWorkflowId(audit.id)).describe();
    expect(described.status.name).toBe('RUNNING');
  });

  it('refuses an end date before the start date, naming end_date', async () => {
    const answer = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/wholesalers/audits',
      pharmacy,
      await newAuditBody(t, { start_date: '2026-03-01', end_date: '2026-02-01' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.end_date).toEqual([AUDIT_MESSAGES.endBeforeStart]);
  });

  it('requires the auditor id for an existing company and the new name otherwise', async () => {
    const existing = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/wholesalers/audits',
      pharmacy,
      await newAuditBody(t, { auditor_id: undefined }),
    );
    expect(existing.status).toBe(400);
    expect(existing.body.errors.auditor_id).toEqual([AUDIT_MESSAGES.auditorRequired]);
    const fresh = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/wholesalers/audits',
      pharmacy,
      await newAuditBody(t, { existing_company: false }),
    );
    expect(fresh.status).toBe(400);
    expect(Object.keys(fresh.body.errors).sort()).toEqual(['auditor_id', 'new_auditor_name']);
  });

  it('adds a new auditor company by name once, matched case-insensitively', async () => {
    const body = { existing_company: false, auditor_id: undefined, new_auditor_name: 'Acme Audit Partners' };
    const first = await openAudit(t, pharmacy, body);
    const second = await openAudit(t, pharmacy, { ...body, new_auditor_name: 'ACME audit partners' });
    const rows = await t.db.select().from(audits).where(eq(audits.id, second.id));
    const [firstRow] = await t.db.select().from(audits).where(eq(audits.id, first.id));
    expect(rows[0]!.auditorId).toBe(firstRow!.auditorId);
    const list = await call<{ data: { name: string }[] }>(t, 'GET', '/wholesalers/audits/auditors', pharmacy);
    expect(list.body.data.map((a) => a.name)).toContain('Acme Audit Partners');
    const [auditor] = await t.db.select().from(auditors).where(eq(auditors.id, firstRow!.auditorId));
    expect(auditor!.createdByAccountId).toBe(PHARMACY.id);
  });

  it('validates the point of contact', async () => {
    const answer = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/wholesalers/audits',
      pharmacy,
      await newAuditBody(t, { point_of_contact: { name: 'Ann', email: 'not-an-email' } }),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['point_of_contact.email']);
  });

  it('lists the wholesalers the pharmacy buys from, and only those, for the form', async () => {
    const buysFrom = await t.db
      .select({ id: accounts.id, name: accounts.name })
      .from(supplierCustomers)
      .innerJoin(accounts, eq(accounts.id, supplierCustomers.supplierAccountId))
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, PHARMACY.id),
          inArray(supplierCustomers.status, ['approved', 'suspended']),
        ),
      );
    const list = await call<{ data: { id: string; name: string }[] }>(
      t,
      'GET',
      '/wholesalers/audits/wholesalers',
      pharmacy,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((w) => w.id).sort()).toEqual(buysFrom.map((w) => w.id).sort());
    expect(list.body.data.map((w) => w.id)).toContain(KEYSTONE.id);
    expect(list.body.data.map((w) => w.id)).not.toContain(PHARMACY.id);
  });

  it('refuses a wholesaler the pharmacy does not buy from with 422 and writes nothing', async () => {
    const before = await t.db.select().from(audits);
    const answer = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      '/wholesalers/audits',
      otherPharmacy,
      await newAuditBody(t, { supplier_id: PHARMACY.id }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.supplier_id).toEqual([AUDIT_MESSAGES.notACustomer]);
    expect(await t.db.select().from(audits)).toHaveLength(before.length);
  });
});

describe('the wholesaler answers (supplier-side §4 Audit)', () => {
  it('sends the required details: the proofs PDF holds the period’s order lines and the actions give way to the message', async () => {
    await insertOrder(t.db, {
      lines: [{ name: 'Auditorvastatin 10 mg', quantity: 3, unitCents: 1_250 }],
      overrides: { placedAt: new Date('2026-02-10T15:00:00Z') },
    });
    await insertOrder(t.db, {
      lines: [{ name: 'Outofperiodol 5 mg' }],
      overrides: { placedAt: new Date('2025-06-10T15:00:00Z') },
    });
    const audit = await openAudit(t, pharmacy);
    const listed = await call<{ data: AuditBody[] }>(t, 'GET', '/customers/audits', supplier);
    expect(listed.body.data.find((a) => a.id === audit.id)?.actions).toMatchObject({
      send_required_details: true,
      mark_complete: true,
    });

    const answer = await updateStatus(audit.id);
    expect(answer.status).toBe(200);
    expect(answer.body.audit).toMatchObject({
      status: 'required_details_sent',
      actions: { send_required_details: false, upload_documents: false, mark_complete: true },
    });
    expect(answer.body.audit.status_message).toMatch(/required details have been sent/i);
    expect(await noticesOf(t, PHARMACY.id, 'audit_details_sent')).not.toHaveLength(0);

    const modal = await call<Documents>(
      t,
      'GET',
      `/wholesalers/audits/${audit.id}/show_download_pop_modal`,
      pharmacy,
    );
    expect(modal.status).toBe(200);
    const proofs = modal.body.documents.find((d) => d.kind === 'generated')!;
    const pdf = await t.call('GET', `/api/v1/wholesalers/audits/${audit.id}/documents/${proofs.id}`, {
      as: pharmacy,
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = await pdf.arrayBuffer();
    expect(Buffer.from(bytes).toString('latin1').startsWith('%PDF-')).toBe(true);
    const text = await pdfText(bytes);
    expect(text).toContain('Auditorvastatin 10 mg');
    expect(text).not.toContain('Outofperiodol');
  });

  it('refuses sending the details twice with 409 and nothing changed', async () => {
    const audit = await openAudit(t, pharmacy);
    expect((await updateStatus(audit.id)).status).toBe(200);
    const before = await snapshotAudit(t, audit.id);
    const twice = await updateStatus(audit.id);
    expect(twice.status).toBe(409);
    expect(await snapshotAudit(t, audit.id)).toEqual(before);
  });

  it('answers another wholesaler’s decision on the audit with 404 and nothing changed', async () => {
    const audit = await openAudit(t, pharmacy);
    const before = await snapshotAudit(t, audit.id);
    expect((await updateStatus(audit.id, supplier2)).status).toBe(404);
    expect((await markComplete(audit.id, supplier2)).status).toBe(404);
    expect((await call(t, 'GET', `/customers/audits/${audit.id}`, supplier2)).status).toBe(404);
    expect(
      (await call(t, 'GET', `/wholesalers/audits/${audit.id}/show_download_pop_modal`, otherPharmacy)).status,
    ).toBe(404);
    expect(await snapshotAudit(t, audit.id)).toEqual(before);
  });

  it('marks the audit completed after the details, once; the workflow ends', async () => {
    const audit = await openAudit(t, pharmacy);
    await updateStatus(audit.id);
    const done = await markComplete(audit.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ audit: { status: 'completed', actions: { mark_complete: false } } });
    const handle = t.temporal.client.workflow.getHandle(auditWorkflowId(audit.id));
    expect(((await handle.result()) as AuditState).status).toBe('completed');
    await recordHistoryIfAsked('audit', auditWorkflowId(audit.id), t.env.temporal.address);
    const before = await snapshotAudit(t, audit.id);
    expect((await markComplete(audit.id)).status).toBe(409);
    expect((await updateStatus(audit.id)).status).toBe(409);
    expect(await snapshotAudit(t, audit.id)).toEqual(before);
  });
});

describe('missing proofs reach support (supplier-side §6, §7 notify_support)', () => {
  it('refuses to notify support before the wholesaler sent the proofs with 409', async () => {
    const audit = await openAudit(t, pharmacy);
    const answer = await call(t, 'POST', `/wholesalers/audits/${audit.id}/notify_support`, pharmacy, {
      user_comment: 'Nothing yet',
    });
    expect(answer.status).toBe(409);
    expect((await snapshotAudit(t, audit.id)).notices).toHaveLength(0);
  });

  it('requires a comment, naming user_comment', async () => {
    const audit = await openAudit(t, pharmacy);
    const answer = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      `/wholesalers/audits/${audit.id}/notify_support`,
      pharmacy,
      { user_comment: '  ' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.user_comment).toBeDefined();
  });

  it('puts the pharmacy’s comment in support’s audit queue and tells the support desk', async () => {
    const audit = await openAudit(t, pharmacy);
    await updateStatus(audit.id);
    const comment = `Invoice for February is missing ${audit.id}`;
    const answer = await call<Decided>(
      t,
      'POST',
      `/wholesalers/audits/${audit.id}/notify_support`,
      pharmacy,
      {
        user_comment: comment,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Support has been notified about the missing proofs of purchase.');
    const queue = await call<{ data: { user_comment: string; kind: string; audit: { id: string } }[] }>(
      t,
      'GET',
      '/support/audit_notices',
      support,
    );
    expect(queue.body.data.find((n) => n.audit.id === audit.id)).toMatchObject({
      kind: 'missing_proofs',
      user_comment: comment,
    });
    expect((await noticesOf(t, SUPPORT.id, 'audit_missing_proofs')).some((n) => n.body === comment)).toBe(
      true,
    );
  });

  it('keeps support’s queue from pharmacies and wholesalers (403)', async () => {
    expect((await call(t, 'GET', '/support/audit_notices', pharmacy)).status).toBe(403);
    expect((await call(t, 'GET', '/support/audit_notices', supplier)).status).toBe(403);
  });
});

describe('the wholesaler’s audits of one customer', () => {
  it('narrows the list to a customer of its own, and answers another supplier’s customer with 404', async () => {
    const audit = await openAudit(t, pharmacy);
    const [customer] = await t.db
      .select({ id: supplierCustomers.id })
      .from(supplierCustomers)
      .where(eq(supplierCustomers.supplierAccountId, KEYSTONE.id));
    const mine = await call<{ data: AuditBody[] }>(
      t,
      'GET',
      `/customers/audits?customer_id=${customer!.id}`,
      supplier,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.some((a) => a.id === audit.id)).toBe(true);
    expect((await call(t, 'GET', `/customers/audits?customer_id=${customer!.id}`, supplier2)).status).toBe(
      404,
    );
  });
});
