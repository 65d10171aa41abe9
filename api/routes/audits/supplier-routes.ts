/**
 * The wholesaler's side of audits (issue 11; supplier-side §4 Audit, §7): its audits (all, or one
 * customer's), one audit with its files, uploads, and its two decisions, each a validated update
 * of the workflow `audit:<id>` (deciding twice → 409, nothing changed). Another account's audit
 * answers 404 before Temporal is asked.
 */
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { addAuditDocument } from '../../../services/audits/add-document.ts';
import { listAudits } from '../../../db/queries/audits.ts';
import { supplierCustomers } from '../../../db/schema/index.ts';
import { AUDIT_MOVE_MESSAGES, type AuditMove } from '../../../domain/audits/audit-moves.ts';
import { DOCUMENT_TYPES } from '../../../domain/files/document-kind.ts';
import { notFound } from '../../../domain/errors.ts';
import { sendAuditDecision } from '../../../platform/temporal/audits.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { auditWithDocuments, ownAudit, sendAuditDocument } from './answers.ts';
import {
  AuditAnswerSchema,
  AuditDocumentSchema,
  AuditListSchema,
  AuditWithDocumentsSchema,
  DocumentParam,
  IdParam,
  MarkCompleteBody,
  SupplierListQuery,
  UpdateStatusBody,
} from './schemas.ts';
import { serializeAudit, serializeAuditDocument } from './serializers.ts';
import { receiveAuditDocument } from './upload.ts';
import { z } from 'zod';

const area = 'audits';
const access = ['supplier'] as const;

/** The upload path pattern: exempt from the 1 MB JSON body limit, it enforces its own 10 MB. */
export const AUDIT_UPLOAD_PATH = /^\/api\/v1\/customers\/audits\/[^/]+\/documents$/;

const listRoute = defineRoute({
  method: 'get',
  path: '/customers/audits',
  area,
  access,
  summary: 'The wholesaler’s audits from its customers, newest first (or one customer’s)',
  request: { query: SupplierListQuery },
  responses: { 200: jsonContent(AuditListSchema, 'The audits') },
  problems: [404],
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/customers/audits/{id}',
  area,
  access,
  summary: 'One audit of the wholesaler’s with its files',
  request: { params: IdParam },
  responses: { 200: jsonContent(AuditWithDocumentsSchema, 'The audit and its documents') },
  problems: [404],
});

const documentRoute = defineRoute({
  method: 'get',
  path: '/customers/audits/{id}/documents/{document_id}',
  area,
  access,
  summary: 'Download one file of an audit of the wholesaler’s',
  request: { params: DocumentParam },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/customers/audits/{id}/documents',
  area,
  access,
  rateLimit: 'uploads',
  summary: 'Upload a proofs document to an audit (PDF or image, at most 10 MB)',
  request: {
    params: IdParam,
    upload: { file: { type: 'file', description: 'A PDF, PNG, JPEG or GIF of at most 10 MB' } },
  },
  responses: {
    201: jsonContent(z.strictObject({ message: z.string(), document: AuditDocumentSchema }), 'Stored'),
  },
  problems: [404, 409],
});

const decisionRoute = (path: string, summary: string, body: z.ZodType) =>
  defineRoute({
    method: 'patch',
    path,
    area,
    access,
    summary,
    request: { params: IdParam, body },
    responses: { 200: jsonContent(AuditAnswerSchema, 'Decided; the audit as it is now') },
    problems: [404, 409, 422, 503],
  });

const updateStatusRoute = decisionRoute(
  '/customers/audits/{id}/update_status',
  'Send the required details (the proofs PDF is generated): status required_details_sent',
  UpdateStatusBody,
);
const markCompleteRoute = decisionRoute(
  '/customers/audits/{id}/mark_complete',
  'Mark the audit completed',
  MarkCompleteBody,
);

export const supplierAuditRoutes = createRouter();

/** The pharmacy account of one of the wholesaler's customers (supplier_customers id), or 404. */
async function customerPharmacyOf(c: Context<AppEnv>, customerId: string): Promise<string> {
  const [row] = await c
    .get('deps')
    .db.select({ pharmacyAccountId: supplierCustomers.pharmacyAccountId })
    .from(supplierCustomers)
    .where(
      and(
        eq(supplierCustomers.id, customerId),
        eq(supplierCustomers.supplierAccountId, c.get('caller').account.id),
      ),
    );
  if (!row) throw notFound('Customer');
  return row.pharmacyAccountId;
}

addRoute(supplierAuditRoutes, listRoute, async (c) => {
  const { customer_id } = c.req.valid('query');
  const pharmacyAccountId = customer_id ? await customerPharmacyOf(c, customer_id) : undefined;
  const rows = await listAudits(c.get('deps').db, 'supplier', c.get('caller').account.id, {
    pharmacyAccountId,
  });
  return c.json({ data: rows.map((r) => serializeAudit(r, 'supplier')) }, 200);
});

addRoute(supplierAuditRoutes, detailRoute, async (c) => {
  return c.json(await auditWithDocuments(c, 'supplier', c.req.valid('param').id), 200);
});

addRoute(supplierAuditRoutes, documentRoute, (c) => {
  const { id, document_id } = c.req.valid('param');
  return sendAuditDocument(c, 'supplier', id, document_id);
});

addRoute(supplierAuditRoutes, uploadRoute, async (c) => {
  const { db, now, ports } = c.get('deps');
  const { id } = c.req.valid('param');
  await ownAudit(c, 'supplier', id);
  const file = await receiveAuditDocument(c, ports.files);
  try {
    const doc = await addAuditDocument(db, {
      auditId: id,
      userId: c.get('caller').user.id,
      file,
      now: now(),
    });
    return c.json(
      { message: 'The document was added to the audit.', document: serializeAuditDocument(doc) },
      201,
    );
  } catch (error) {
    await ports.files.delete(file.fileKey);
    throw error;
  }
});

/** Sends the decision through the audit's workflow and answers the audit re-read. */
async function decide(c: Context<AppEnv>, id: string, move: AuditMove, message: string) {
  await ownAudit(c, 'supplier', id);
  const caller = c.get('caller');
  await sendAuditDecision(
    c.get('deps').temporal,
    id,
    move,
    { actor: { accountId: caller.account.id, userId: caller.user.id } },
    { updateId: updateIdOf(c, `audit-${move}`) },
  );
  const row = await ownAudit(c, 'supplier', id);
  return { message, audit: serializeAudit(row, 'supplier') };
}

addRoute(supplierAuditRoutes, updateStatusRoute, async (c) => {
  const id = c.req.valid('param').id;
  return c.json(await decide(c, id, 'sendRequiredDetails', AUDIT_MOVE_MESSAGES.detailsSent), 200);
});

addRoute(supplierAuditRoutes, markCompleteRoute, async (c) => {
  const id = c.req.valid('param').id;
  return c.json(await decide(c, id, 'markComplete', AUDIT_MOVE_MESSAGES.completed), 200);
});
