/**
 * Wholesaler applications (issue 12): a new pharmacy applies to Keystone, saves its details, signs
 * the agreement (the documentSigned signal moves the workflow, or the re-read when the signal is
 * lost), uploads a voided cheque; Keystone downloads the whole application as one PDF and approves
 * with credit and terms (the customer relationship is written with the decision) or declines with
 * a reason. Deciding twice, another wholesaler's or another pharmacy's application are refused with
 * nothing changed; a tampered signed agreement is refused in the PDF.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  signatureDocuments,
  supplierCustomers,
  users,
  wholesalerApplications,
} from '../../../db/schema/index.ts';
import { wholesalerApplicationWorkflowId } from '../../../domain/wholesaler-applications/applications.ts';
import { startWholesalerApplication } from '../../../platform/temporal/wholesaler-applications.ts';
import type { Credentials, TestContext } from '../../harness/app.ts';
import { recordHistoryIfAsked } from '../../harness/histories.ts';
import { pdfText } from '../../harness/pdf-text.ts';
import {
  apply,
  call,
  DETAILS,
  KEYSTONE_ID,
  newApplicant,
  openApplicationsContext,
  readApplication,
  submittedApplication,
  uploadCheque,
  waitForSigned,
  type App,
} from './wholesaler-applications-fixtures.ts';

let t: TestContext;
let keystone: Credentials;
let bluegrass: Credentials;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, keystone, bluegrass, close } = await openApplicationsContext('wholesaler-applications'));
});
afterAll(() => close());

const approve = (
  id: string,
  as = keystone,
  body: Record<string, unknown> = { credit_allocated: '5000.00', net_days: 30 },
) => call<{ application: App }>(t, 'PATCH', `/suppliers/customers/applications/${id}/approve`, as, body);
/** Waits for the application's workflow to finish, and records its history when asked. */
async function finished(id: string, history: string) {
  const row = await rowOf(id);
  const workflowId = wholesalerApplicationWorkflowId(row.pharmacyAccountId, row.supplierAccountId);
  await t.temporal.client.workflow.getHandle(workflowId).result();
  await recordHistoryIfAsked(history, workflowId, t.env.temporal.address);
}
const rowOf = async (id: string) =>
  (await t.db.select().from(wholesalerApplications).where(eq(wholesalerApplications.id, id)))[0]!;

describe('wholesaler applications', () => {
  it('approves a signed application with $5,000.00 on net 30 and makes the pharmacy a customer', async () => {
    const { applicant, id } = await submittedApplication(t, 'Approved Applicant');
    expect((await readApplication(t, applicant.as, id)).status).toBe('submitted');
    const list = await call<{ data: { id: string }[] }>(
      t,
      'GET',
      '/suppliers/customers/applications',
      keystone,
    );
    expect(list.body.data.map((a) => a.id)).toContain(id);
    const answer = await approve(id);
    expect(answer.status).toBe(200);
    expect(answer.body.application.status).toBe('approved');
    const [customer] = await t.db
      .select()
      .from(supplierCustomers)
      .where(
        and(
          eq(supplierCustomers.pharmacyAccountId, applicant.id),
          eq(supplierCustomers.supplierAccountId, KEYSTONE_ID),
        ),
      );
    expect(customer).toMatchObject({ status: 'approved', creditAllocatedCents: 500_000, netDays: 30 });
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, applicant.id));
    expect(told.map((n) => n.kind)).toContain('wholesaler_application_decided');
    await finished(id, 'wholesaler-application');
  });

  it('downloads the whole application as one PDF: data in words, signed agreement and voided cheque', async () => {
    const cheque = await PDFDocument.create();
    cheque.addPage([300, 150]);
    const { id, documentId } = await submittedApplication(t, 'Pdf Applicant', await cheque.save());
    const response = await t.call(
      'GET',
      `/api/v1/suppliers/customers/customer_application?customer_request_id=${id}`,
      { as: keystone },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = await response.arrayBuffer();
    const merged = await PDFDocument.load(bytes);
    // The data page in words, not the API's values (issue 21: it read "Account type: net_terms").
    const dataPage = (await pdfText(bytes)).split('\f')[0];
    expect(dataPage).toContain('Account type: Net terms');
    expect(dataPage).toContain('Status: Waiting for your decision');
    expect(dataPage).not.toContain('net_terms');
    const [doc] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    const signedPages = (await PDFDocument.load(await readKey(doc!.signedKey!))).getPageCount();
    expect(merged.getPageCount()).toBe(1 + signedPages + 1);
    const agreement = await t.call('GET', `/api/v1/suppliers/customers/applications/${id}/agreement`, {
      as: keystone,
    });
    expect(agreement.status).toBe(200);
    const agreementBytes = new Uint8Array(await agreement.arrayBuffer());
    expect(createHash('sha256').update(agreementBytes).digest('hex')).toBe(doc!.signedSha256);
    const foreign = await t.call('GET', `/api/v1/suppliers/customers/applications/${id}/agreement`, {
      as: bluegrass,
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses the application PDF when the signed agreement was altered in storage', async () => {
    const { id, documentId } = await submittedApplication(t, 'Tampered Applicant');
    const [doc] = await t.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
    await writeFile(join(t.env.filesDir, doc!.signedKey!), '%PDF-1.4\n% altered\n');
    const response = await t.call(
      'GET',
      `/api/v1/suppliers/customers/customer_application?customer_request_id=${id}`,
      { as: keystone },
    );
    expect(response.status).toBe(409);
  });

  it('declines with a reason, and refuses deciding twice with nothing changed', async () => {
    const { id } = await submittedApplication(t, 'Declined Applicant');
    const noReason = await call(t, 'PATCH', `/suppliers/customers/applications/${id}/decline`, keystone, {
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const declined = await call<{ application: App }>(
      t,
      'PATCH',
      `/suppliers/customers/applications/${id}/decline`,
      keystone,
      {
        reason: 'Outside our delivery area',
      },
    );
    expect(declined.body.application.status).toBe('declined');
    expect((await approve(id)).status).toBe(409);
    await finished(id, 'wholesaler-application-declined');
    expect(await rowOf(id)).toMatchObject({
      status: 'declined',
      declineReason: 'Outside our delivery area',
      decidedCreditCents: null,
    });
  });

  it('answers 404 for another wholesaler’s and another pharmacy’s application', async () => {
    const { id } = await submittedApplication(t, 'Foreign Applicant');
    expect((await approve(id, bluegrass)).status).toBe(404);
    const pdf = await t.call(
      'GET',
      `/api/v1/suppliers/customers/customer_application?customer_request_id=${id}`,
      { as: bluegrass },
    );
    expect(pdf.status).toBe(404);
    const other = await newApplicant(t, 'Other Applicant');
    expect((await call(t, 'GET', `/pharmacy/wholesalers/applications/${id}`, other.as)).status).toBe(404);
    expect(
      (await call(t, 'POST', `/pharmacy/wholesalers/applications/${id}/details`, other.as, DETAILS)).status,
    ).toBe(404);
    expect((await rowOf(id)).status).toBe('submitted');
  });

  it('refuses the voided cheque before the agreement is signed, keeping nothing', async () => {
    const applicant = await newApplicant(t, 'Early Cheque');
    const app = (await apply(t, applicant.as)).body.applications[0]!;
    await call(t, 'POST', `/pharmacy/wholesalers/applications/${app.id}/details`, applicant.as, DETAILS);
    const response = await uploadCheque(t, applicant.as, app.id);
    expect(response.status).toBe(409);
    expect((await rowOf(app.id)).chequeKey).toBeNull();
  });

  it('refuses step 1 with a DEA number whose check digit is wrong, naming the field', async () => {
    const applicant = await newApplicant(t, 'Bad Dea');
    const app = (await apply(t, applicant.as)).body.applications[0]!;
    const refused = await call<{ errors: Record<string, string[]> }>(
      t,
      'POST',
      `/pharmacy/wholesalers/applications/${app.id}/details`,
      applicant.as,
      {
        ...DETAILS,
        dea_number: 'AB1234564',
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.dea_number).toBeDefined();
    expect((await rowOf(app.id)).details).toBeNull();
  });

  it('records a signature whose signal was lost, by re-reading the document', async () => {
    const applicant = await newApplicant(t, 'Lost Signal');
    const app = (await apply(t, applicant.as)).body.applications[0]!;
    const saved = await call<{ application: App }>(
      t,
      'POST',
      `/pharmacy/wholesalers/applications/${app.id}/details`,
      applicant.as,
      DETAILS,
    );
    // Signed behind the workflow's back: no documentSigned signal is sent.
    await t.db
      .update(signatureDocuments)
      .set({ status: 'signed', signedSha256: 'f'.repeat(64), signedAt: new Date() })
      .where(eq(signatureDocuments.id, saved.body.application.agreement_document_id!));
    expect((await waitForSigned(t, applicant.as, app.id)).step).toBe(3);
  });

  it('expires a draft nobody finishes in time, and tells the pharmacy', async () => {
    const applicant = await newApplicant(t, 'Slow Applicant');
    const [row] = await t.db
      .insert(wholesalerApplications)
      .values({
        pharmacyAccountId: applicant.id,
        supplierAccountId: KEYSTONE_ID,
        applicantUserId: (await readUserOf(applicant.id))!,
        accountType: 'cod',
        expiresAt: new Date(Date.now() + 1500),
        workflowStartedAt: new Date(),
      })
      .returning();
    await startWholesalerApplication(t.temporal.client, t.env.temporal.taskQueue, row!, { expiryMs: 1500 });
    await finished(row!.id, 'wholesaler-application-expired');
    expect((await rowOf(row!.id)).status).toBe('expired');
    const told = await t.db.select().from(notifications).where(eq(notifications.accountId, applicant.id));
    expect(told.map((n) => n.kind)).toContain('wholesaler_application_expired');
  });

  it('reminds Keystone of a submitted application, then expires it undecided and tells both sides', async () => {
    const applicant = await newApplicant(t, 'Undecided Applicant');
    const [row] = await t.db
      .insert(wholesalerApplications)
      .values({
        pharmacyAccountId: applicant.id,
        supplierAccountId: KEYSTONE_ID,
        applicantUserId: (await readUserOf(applicant.id))!,
        accountType: 'net_terms',
        status: 'submitted',
        details: { business_legal_name: 'Undecided Applicant' },
        agreementSignedAt: new Date(),
        submittedAt: new Date(),
        expiresAt: new Date(Date.now() + 2500),
        workflowStartedAt: new Date(),
      })
      .returning();
    await startWholesalerApplication(t.temporal.client, t.env.temporal.taskQueue, row!, {
      expiryMs: 2500,
      reminderMs: 500,
    });
    await finished(row!.id, 'wholesaler-application-reminded-expired');
    expect(await rowOf(row!.id)).toMatchObject({ status: 'expired' });
    expect((await rowOf(row!.id)).remindedAt).not.toBeNull();
    const keystoneTold = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, KEYSTONE_ID));
    const kinds = keystoneTold
      .filter((n) => (n.details as { application_id?: string }).application_id === row!.id)
      .map((n) => n.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['wholesaler_application_reminder', 'wholesaler_application_expired']),
    );
  });

  it('starts an application whose workflow start was lost, from the stranded-workflows relay', async () => {
    const applicant = await newApplicant(t, 'Stranded Applicant');
    const [row] = await t.db
      .insert(wholesalerApplications)
      .values({
        pharmacyAccountId: applicant.id,
        supplierAccountId: KEYSTONE_ID,
        applicantUserId: (await readUserOf(applicant.id))!,
        accountType: 'net_terms',
        expiresAt: new Date(Date.now() + 86_400_000),
        createdAt: new Date(Date.now() - 120_000),
      })
      .returning();
    await t.temporal.client.workflow.execute('startStrandedWorkflowsWorkflow', {
      taskQueue: t.env.temporal.taskQueue,
      workflowId: `start-stranded-workflows-${row!.id}`,
    });
    const workflowId = wholesalerApplicationWorkflowId(applicant.id, KEYSTONE_ID);
    const description = await t.temporal.client.workflow.getHandle(workflowId).describe();
    expect(description.status.name).toBe('RUNNING');
    expect((await rowOf(row!.id)).workflowStartedAt).not.toBeNull();
  });

  it('opens one application per wholesaler, and applying again finds it', async () => {
    const applicant = await newApplicant(t, 'Twice Applicant');
    const first = await apply(t, applicant.as);
    const second = await apply(t, applicant.as);
    expect(second.body.applications[0]!.id).toBe(first.body.applications[0]!.id);
  });

  it('refuses to apply to a wholesaler the pharmacy already buys from', async () => {
    const applicant = await newApplicant(t, 'Customer Already');
    const { SUPPLIER2_ID } = await import('../../harness/catalog-fixtures.ts');
    expect((await apply(t, applicant.as, SUPPLIER2_ID)).status).toBe(409);
  });
});

async function readUserOf(accountId: string) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
  return user?.id;
}

async function readKey(key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of t.ports.files.get(key)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
