/**
 * What the audit routes share: the caller's own audit (404 for another account's, before Temporal
 * is asked), the audit as it is now, and a stored document streamed back.
 */
import type { Context } from 'hono';
import {
  findAudit,
  findAuditDocument,
  listAuditDocuments,
  type AuditSide,
} from '../../../db/queries/audits.ts';
import { notFound } from '../../../domain/errors.ts';
import type { AppEnv } from '../../context.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import { serializeAudit, serializeAuditDocument } from './serializers.ts';

/** The caller's audit on `side` (the pharmacy that opened it, or the wholesaler asked), or 404. */
export async function ownAudit(c: Context<AppEnv>, side: AuditSide, auditId: string) {
  const found = await findAudit(c.get('deps').db, side, c.get('caller').account.id, auditId);
  if (!found) throw notFound('Audit');
  return found;
}

/** The audit with its documents, as `side` sees it. */
export async function auditWithDocuments(c: Context<AppEnv>, side: AuditSide, auditId: string) {
  const row = await ownAudit(c, side, auditId);
  const documents = await listAuditDocuments(c.get('deps').db, auditId);
  return { audit: serializeAudit(row, side), documents: documents.map(serializeAuditDocument) };
}

/** One of the audit's files, streamed as an attachment. */
export async function sendAuditDocument(
  c: Context<AppEnv>,
  side: AuditSide,
  auditId: string,
  documentId: string,
) {
  await ownAudit(c, side, auditId);
  const doc = await findAuditDocument(c.get('deps').db, auditId, documentId);
  if (!doc) throw notFound('Document');
  return sendStoredFile(c, doc);
}
