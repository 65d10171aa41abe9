/** Audits as the API answers them, for the side that asks (issue 11). */
import type { z } from 'zod';
import type { AuditRow, AuditSide } from '../../../db/queries/audits.ts';
import type { auditDocuments } from '../../../db/schema/index.ts';
import { hasOpenActions } from '../../../domain/audits/audit-moves.ts';
import type { AuditDocumentSchema, AuditSchema } from './schemas.ts';

/** Shown in place of the audit actions once the wholesaler answered (supplier-side §4). */
export const REQUIRED_DETAILS_SENT_MESSAGE =
  'The required details have been sent to the pharmacy. No further action is needed unless the pharmacy reports missing proofs.';

export function serializeAudit(row: AuditRow, side: AuditSide): z.infer<typeof AuditSchema> {
  const a = row.audit;
  const open = hasOpenActions(a.status);
  const supplierSide = side === 'supplier';
  return {
    id: a.id,
    number: a.number,
    status: a.status,
    status_message: a.status === 'required_details_sent' ? REQUIRED_DETAILS_SENT_MESSAGE : null,
    pharmacy: { id: a.pharmacyAccountId, name: row.pharmacyName },
    supplier: { id: a.supplierAccountId, name: row.supplierName },
    auditor: { id: a.auditorId, name: row.auditorName },
    start_date: a.startDate,
    end_date: a.endDate,
    due_at: a.dueAt.toISOString(),
    point_of_contact: { name: a.contactName, email: a.contactEmail, phone: a.contactPhone },
    document_count: row.documentCount,
    details_sent_at: a.detailsSentAt?.toISOString() ?? null,
    completed_at: a.completedAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
    actions: {
      send_required_details: supplierSide && open,
      upload_documents: supplierSide && open,
      mark_complete: supplierSide && a.status !== 'completed',
      download_proofs: a.status !== 'requested',
      notify_support: !supplierSide && a.status !== 'requested',
    },
  };
}

export function serializeAuditDocument(
  doc: typeof auditDocuments.$inferSelect,
): z.infer<typeof AuditDocumentSchema> {
  return {
    id: doc.id,
    kind: doc.kind,
    file_name: doc.fileName,
    content_type: doc.contentType,
    size_bytes: doc.sizeBytes,
    created_at: doc.createdAt.toISOString(),
  };
}
