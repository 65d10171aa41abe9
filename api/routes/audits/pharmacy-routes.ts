/**
 * The pharmacy's side of audits (issue 11; pharmacy-side §2 /pharmacy/wholesalers/audits,
 * supplier-side §7): its audits, the auditors to choose from, a new audit (its workflow
 * `audit:<id>` starts after the row commits), the proofs download modal and its files, and the
 * missing-proofs notice to support.
 */
import { createAudit, markAuditsStarted } from '../../../activities/audits/create-audit.ts';
import { notifySupportAboutAudit } from '../../../services/audits/notify-support.ts';
import { listAuditableWholesalers, listAuditors, listAudits } from '../../../db/queries/audits.ts';
import { AUDIT_MOVE_MESSAGES } from '../../../domain/audits/audit-moves.ts';
import { DOCUMENT_TYPES } from '../../../domain/files/document-kind.ts';
import { startAuditWorkflow } from '../../../platform/temporal/audits.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { auditWithDocuments, ownAudit, sendAuditDocument } from './answers.ts';
import {
  AuditAnswerSchema,
  AuditListSchema,
  AuditorListSchema,
  AuditWholesalerListSchema,
  AuditWithDocumentsSchema,
  DocumentParam,
  IdParam,
  NewAuditSchema,
  NotifySupportBody,
} from './schemas.ts';
import { serializeAudit } from './serializers.ts';

const area = 'audits';
const access = ['pharmacy'] as const;

export const AUDIT_CREATED_MESSAGE = 'Your audit request was sent to the wholesaler.';

const listRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/audits',
  area,
  access,
  summary: 'The pharmacy’s audits of its wholesalers, newest first',
  responses: { 200: jsonContent(AuditListSchema, 'The audits') },
});

const auditorsRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/audits/auditors',
  area,
  access,
  summary: 'The auditor companies the new-audit form lists',
  responses: { 200: jsonContent(AuditorListSchema, 'The auditors') },
});

const wholesalersRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/audits/wholesalers',
  area,
  access,
  summary: 'The wholesalers the new-audit form lists (those the pharmacy buys from)',
  responses: { 200: jsonContent(AuditWholesalerListSchema, 'The wholesalers') },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/wholesalers/audits',
  area,
  access,
  summary: 'Ask a wholesaler for proof of purchases in a period (its workflow audit:<id> starts)',
  request: { body: NewAuditSchema },
  responses: { 201: jsonContent(AuditAnswerSchema, 'The audit is opened') },
  problems: [422],
});

const modalRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/audits/{id}/show_download_pop_modal',
  area,
  access,
  summary: 'The proofs download modal: the audit and its files',
  request: { params: IdParam },
  responses: { 200: jsonContent(AuditWithDocumentsSchema, 'The audit and its documents') },
  problems: [404],
});

const documentRoute = defineRoute({
  method: 'get',
  path: '/wholesalers/audits/{id}/documents/{document_id}',
  area,
  access,
  summary: 'Download one proofs file of the pharmacy’s audit',
  request: { params: DocumentParam },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

const notifyRoute = defineRoute({
  method: 'post',
  path: '/wholesalers/audits/{id}/notify_support',
  area,
  access,
  summary: 'Tell support that proofs of purchase are missing (with a comment)',
  request: { params: IdParam, body: NotifySupportBody },
  responses: { 200: jsonContent(AuditAnswerSchema, 'Support is notified') },
  problems: [404, 409],
});

export const pharmacyAuditRoutes = createRouter();

addRoute(pharmacyAuditRoutes, listRoute, async (c) => {
  const rows = await listAudits(c.get('deps').db, 'pharmacy', c.get('caller').account.id);
  return c.json({ data: rows.map((r) => serializeAudit(r, 'pharmacy')) }, 200);
});

addRoute(pharmacyAuditRoutes, auditorsRoute, async (c) => {
  return c.json({ data: await listAuditors(c.get('deps').db, c.get('caller').account.id) }, 200);
});

addRoute(pharmacyAuditRoutes, wholesalersRoute, async (c) => {
  const rows = await listAuditableWholesalers(c.get('deps').db, c.get('caller').account.id);
  return c.json({ data: rows }, 200);
});

addRoute(pharmacyAuditRoutes, createRoute, async (c) => {
  const { db, env, now, logger, temporal } = c.get('deps');
  const audit = await createAudit(db, { caller: c.get('caller'), body: c.req.valid('json'), now: now() });
  try {
    await startAuditWorkflow(
      temporal.client,
      env.temporal.taskQueue,
      { auditId: audit.id, dueAt: audit.dueAt.toISOString() },
      [audit.pharmacyAccountId, audit.supplierAccountId],
    );
    await markAuditsStarted(db, [audit.id], now());
  } catch (error) {
    // The row stands: the start-stranded-workflows relay starts its workflow (outbox).
    logger.error('audit workflow not started; the relay will start it', { error, auditId: audit.id });
  }
  const row = await ownAudit(c, 'pharmacy', audit.id);
  return c.json({ message: AUDIT_CREATED_MESSAGE, audit: serializeAudit(row, 'pharmacy') }, 201);
});

addRoute(pharmacyAuditRoutes, modalRoute, async (c) => {
  return c.json(await auditWithDocuments(c, 'pharmacy', c.req.valid('param').id), 200);
});

addRoute(pharmacyAuditRoutes, documentRoute, (c) => {
  const { id, document_id } = c.req.valid('param');
  return sendAuditDocument(c, 'pharmacy', id, document_id);
});

addRoute(pharmacyAuditRoutes, notifyRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  await ownAudit(c, 'pharmacy', id);
  await notifySupportAboutAudit(db, {
    caller: c.get('caller'),
    auditId: id,
    userComment: c.req.valid('json').user_comment,
    now: now(),
  });
  const row = await ownAudit(c, 'pharmacy', id);
  return c.json(
    { message: AUDIT_MOVE_MESSAGES.supportNotified, audit: serializeAudit(row, 'pharmacy') },
    200,
  );
});
