/**
 * Requests and answers of the audit calls (issue 11; supplier-side §3 Customer audit, §7 audit
 * calls). Strict: an unknown field is a 400 naming it. The new-audit body is the domain's schema
 * (domain/audits/new-audit.ts), shared with the web form.
 */
import { z } from 'zod';
import { AUDIT_STATUSES } from '../../../domain/audits/audit-moves.ts';

export { NewAuditSchema } from '../../../domain/audits/new-audit.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });
export const DocumentParam = z.strictObject({
  id: z.uuid('not a valid id'),
  document_id: z.uuid('not a valid id'),
});

/** PATCH /customers/audits/{id}/update_status: the wholesaler's answer. */
export const UpdateStatusBody = z.strictObject({
  status: z.literal('required_details_sent', 'must be required_details_sent'),
});
/** PATCH /customers/audits/{id}/mark_complete (the spec sends status; completed is the only one). */
export const MarkCompleteBody = z.strictObject({
  status: z.literal('completed', 'must be completed').optional(),
});
/** POST /wholesalers/audits/{id}/notify_support: what is missing, in the pharmacy's words. */
export const NotifySupportBody = z.strictObject({
  user_comment: z.string().trim().min(1, 'Please describe the missing proofs of purchase.').max(2000),
});
/** GET /customers/audits: a wholesaler narrows its audits to one customer (supplier_customers id). */
export const SupplierListQuery = z.strictObject({ customer_id: z.uuid('not a valid id').optional() });

const Party = z.strictObject({ id: z.uuid(), name: z.string() });

export const AuditSchema = z
  .strictObject({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(AUDIT_STATUSES),
    /** What the page shows instead of the actions once the details are sent (§4). */
    status_message: z.string().nullable(),
    pharmacy: Party,
    supplier: Party,
    auditor: Party,
    start_date: z.iso.date(),
    end_date: z.iso.date(),
    due_at: z.iso.datetime(),
    point_of_contact: z.strictObject({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    document_count: z.number().int(),
    details_sent_at: z.iso.datetime().nullable(),
    completed_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    actions: z.strictObject({
      send_required_details: z.boolean(),
      upload_documents: z.boolean(),
      mark_complete: z.boolean(),
      download_proofs: z.boolean(),
      notify_support: z.boolean(),
    }),
  })
  .meta({ id: 'Audit' });

export const AuditDocumentSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['generated', 'uploaded']),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuditDocument' });

export const AuditListSchema = z.strictObject({ data: z.array(AuditSchema) }).meta({ id: 'AuditList' });
export const AuditWithDocumentsSchema = z
  .strictObject({ audit: AuditSchema, documents: z.array(AuditDocumentSchema) })
  .meta({ id: 'AuditWithDocuments' });
export const AuditAnswerSchema = z
  .strictObject({ message: z.string(), audit: AuditSchema })
  .meta({ id: 'AuditAnswer' });
export const AuditorListSchema = z
  .strictObject({ data: z.array(z.strictObject({ id: z.uuid(), name: z.string() })) })
  .meta({ id: 'AuditorList' });

export const AuditWholesalerListSchema = z
  .strictObject({ data: z.array(z.strictObject({ id: z.uuid(), name: z.string() })) })
  .meta({ id: 'AuditWholesalerList' });

export const AuditSupportNoticeSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['missing_proofs', 'deadline_passed']),
    user_comment: z.string().nullable(),
    reported_by: z.string().nullable(),
    created_at: z.iso.datetime(),
    audit: z.strictObject({
      id: z.uuid(),
      number: z.number().int(),
      status: z.enum(AUDIT_STATUSES),
      pharmacy_name: z.string(),
      supplier_name: z.string(),
      auditor_name: z.string(),
      start_date: z.iso.date(),
      end_date: z.iso.date(),
      due_at: z.iso.datetime(),
    }),
  })
  .meta({ id: 'AuditSupportNotice' });
export const AuditSupportNoticeListSchema = z
  .strictObject({ data: z.array(AuditSupportNoticeSchema) })
  .meta({ id: 'AuditSupportNoticeList' });
