/**
 * The authorization matrix's rules for the audit routes (issue 11): the pharmacy's side, the
 * wholesaler's side and support's queue. The caller's own audit of a decision route has its
 * workflow `audit:<id>` running on the matrix's worker; another account's is a row only (404
 * before Temporal is asked).
 */
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { auditDocuments, auditors, audits } from '../../../db/schema/index.ts';
import type { AuditStatus } from '../../../domain/audits/audit-moves.ts';
import type { AccountKind } from '../../../domain/identity/caller.ts';
import { startAuditWorkflow } from '../../../platform/temporal/audits.ts';
import { SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import {
  accountIdOf,
  KIND,
  userIdOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

const PHARMACY_ID = accountIdOf('pharmacy');
const PDF = new TextEncoder().encode('%PDF-1.4\n% matrix\n');

async function anAuditor(): Promise<string> {
  const [row] = await t.db.select({ id: auditors.id }).from(auditors).orderBy(asc(auditors.name)).limit(1);
  return row!.id;
}

/**
 * An audit of `owner` on `side` (a pharmacy's with Keystone, or a wholesaler's from the demo
 * pharmacy) at `status`; with `live`, its workflow runs.
 */
async function insertAudit(side: AccountKind, owner: Role, status: AuditStatus, live: boolean) {
  const account = accountIdOf(owner);
  const [row] = await t.db
    .insert(audits)
    .values({
      pharmacyAccountId: side === 'pharmacy' ? account : PHARMACY_ID,
      supplierAccountId: side === 'supplier' ? account : SUPPLIER_ID,
      auditorId: await anAuditor(),
      createdByUserId: side === 'pharmacy' ? userIdOf(owner) : userIdOf('pharmacy'),
      status,
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      dueAt: new Date(Date.now() + 30 * 24 * 3_600_000),
      contactName: 'Matrix Auditor',
      contactEmail: 'matrix@auditor.example',
      workflowStartedAt: live ? new Date() : null,
    })
    .returning();
  if (live)
    await startAuditWorkflow(
      t.temporal.client,
      t.env.temporal.taskQueue,
      {
        auditId: row!.id,
        dueAt: row!.dueAt.toISOString(),
      },
      [row!.pharmacyAccountId, row!.supplierAccountId],
    );
  return row!.id;
}

/** Path parameter id: an audit of the caller's account on `side`, or of another account's. */
const auditParam =
  (side: AccountKind, status: AuditStatus = 'requested', live = false) =>
  async (role: Role, scope: Scope) => {
    if (KIND[role] !== side) return { id: randomUUID() };
    return { id: await insertAudit(side, whose(role, scope), status, live && scope === 'own') };
  };

/** An audit with one stored document: the id and the document's. */
const documentParams = (side: AccountKind) => async (role: Role, scope: Scope) => {
  if (KIND[role] !== side) return { id: randomUUID(), document_id: randomUUID() };
  const id = await insertAudit(side, whose(role, scope), 'required_details_sent', false);
  const fileKey = newFileKey('audit_documents', 'pdf');
  const sizeBytes = await t.ports.files.put(fileKey, PDF);
  const [doc] = await t.db
    .insert(auditDocuments)
    .values({
      auditId: id,
      kind: 'uploaded',
      fileName: 'matrix.pdf',
      contentType: 'application/pdf',
      fileKey,
      sizeBytes,
    })
    .returning({ id: auditDocuments.id });
  return { id, document_id: doc!.id };
};

function pdfUpload() {
  const form = new FormData();
  form.set('file', new Blob([PDF]), 'matrix.pdf');
  return form;
}

/** Audits (issue 11). */
export const AUDIT_RULES: Record<string, RouteRule> = {
  'GET /api/v1/wholesalers/audits': { access: ['pharmacy'] },
  'GET /api/v1/wholesalers/audits/auditors': { access: ['pharmacy'] },
  'GET /api/v1/wholesalers/audits/wholesalers': { access: ['pharmacy'] },
  'POST /api/v1/wholesalers/audits': {
    access: ['pharmacy'],
    sample: async () => ({
      body: {
        supplier_id: SUPPLIER_ID,
        existing_company: true,
        auditor_id: await anAuditor(),
        start_date: '2026-01-01',
        end_date: '2026-03-31',
        point_of_contact: { name: 'Matrix Auditor', email: 'matrix@auditor.example' },
      },
    }),
  },
  'GET /api/v1/wholesalers/audits/:id/show_download_pop_modal': {
    access: ['pharmacy'],
    scoped: true,
    params: auditParam('pharmacy'),
  },
  'GET /api/v1/wholesalers/audits/:id/documents/:document_id': {
    access: ['pharmacy'],
    scoped: true,
    params: documentParams('pharmacy'),
  },
  'POST /api/v1/wholesalers/audits/:id/notify_support': {
    access: ['pharmacy'],
    scoped: true,
    params: auditParam('pharmacy', 'required_details_sent'),
    body: { user_comment: 'The February invoice is missing.' },
  },
  'GET /api/v1/customers/audits': { access: ['supplier'] },
  'GET /api/v1/customers/audits/:id': { access: ['supplier'], scoped: true, params: auditParam('supplier') },
  'GET /api/v1/customers/audits/:id/documents/:document_id': {
    access: ['supplier'],
    scoped: true,
    params: documentParams('supplier'),
  },
  'POST /api/v1/customers/audits/:id/documents': {
    access: ['supplier'],
    scoped: true,
    sample: async (role, scope) => ({ params: await auditParam('supplier')(role, scope), body: pdfUpload() }),
  },
  'PATCH /api/v1/customers/audits/:id/update_status': {
    access: ['supplier'],
    scoped: true,
    params: auditParam('supplier', 'requested', true),
    body: { status: 'required_details_sent' },
  },
  'PATCH /api/v1/customers/audits/:id/mark_complete': {
    access: ['supplier'],
    scoped: true,
    params: auditParam('supplier', 'requested', true),
    body: { status: 'completed' },
  },
  'GET /api/v1/support/audit_notices': { access: ['support'] },
};
