/**
 * The pharmacy's approved wholesalers (pharmacy-side §2 /pharmacy/wholesalers/approved and
 * load_control_document, §7 location_changed_ack and accessed_external_form).
 */
import {
  acknowledgeLocationChange,
  recordExternalFormAccessed,
} from '../../../services/pharmacy-documents/notice-acks.ts';
import { findControlDocumentFor, listApprovedWholesalers } from '../../../db/queries/approved-wholesalers.ts';
import { notFound } from '../../../domain/errors.ts';
import { DOCUMENT_TYPES } from '../../../domain/files/document-kind.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import {
  ApprovedWholesalerListSchema,
  ControlDocumentQuery,
  EmptyBody,
  IdParam,
  MessageSchema,
} from './schemas.ts';

const area = 'pharmacy-documents';
const access = ['pharmacy'] as const;

const listRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/wholesalers/approved',
  area,
  access,
  summary: 'The wholesalers that approved the pharmacy, with their terms and control documents',
  responses: { 200: jsonContent(ApprovedWholesalerListSchema, 'The approved wholesalers') },
});

const controlDocumentRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/wholesalers/load_control_document',
  area,
  access,
  summary: 'Download a control document of a wholesaler that approved the pharmacy',
  request: { query: ControlDocumentQuery },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

const locationAckRoute = defineRoute({
  method: 'patch',
  path: '/wholesalers/location_changed_ack/{id}/update',
  area,
  access,
  summary: 'Acknowledge an approved wholesaler’s location-change notice (id: the customer relationship)',
  request: { params: IdParam, body: EmptyBody },
  responses: { 200: jsonContent(MessageSchema, 'Acknowledged') },
  problems: [404],
});

const externalFormRoute = defineRoute({
  method: 'post',
  path: '/wholesalers/{id}/accessed_external_form',
  area,
  access,
  summary: 'Record that the pharmacy opened the wholesaler’s external control form',
  request: { params: IdParam, body: EmptyBody },
  responses: { 200: jsonContent(MessageSchema, 'Recorded') },
  problems: [404],
});

export const approvedWholesalerRoutes = createRouter();

addRoute(approvedWholesalerRoutes, listRoute, async (c) => {
  const rows = await listApprovedWholesalers(c.get('deps').db, c.get('caller').account.id);
  const data = rows.map((r) => ({
    customer_id: r.customer.id,
    supplier_id: r.customer.supplierAccountId,
    name: r.name,
    credit_allocated_cents: r.customer.creditAllocatedCents,
    net_days: r.customer.netDays,
    approved_at: r.customer.approvedAt?.toISOString() ?? null,
    control_documents: r.documents.map((d) => ({
      id: d.id,
      title: d.title,
      file_name: d.fileName,
      external_form_url: d.externalFormUrl,
    })),
    external_form_accessed_at: r.acks?.externalFormAccessedAt?.toISOString() ?? null,
    location_changed:
      r.acks?.locationChangedAt != null &&
      (r.acks.locationChangeAckedAt == null || r.acks.locationChangeAckedAt < r.acks.locationChangedAt),
  }));
  return c.json({ data }, 200);
});

addRoute(approvedWholesalerRoutes, controlDocumentRoute, async (c) => {
  const doc = await findControlDocumentFor(
    c.get('deps').db,
    c.get('caller').account.id,
    c.req.valid('query').id,
  );
  if (!doc) throw notFound('Document');
  return sendStoredFile(c, doc);
});

addRoute(approvedWholesalerRoutes, locationAckRoute, async (c) => {
  const { db, now } = c.get('deps');
  await acknowledgeLocationChange(db, {
    pharmacyAccountId: c.get('caller').account.id,
    customerId: c.req.valid('param').id,
    now: now(),
  });
  return c.json({ message: 'Thank you: the location change is acknowledged.' }, 200);
});

addRoute(approvedWholesalerRoutes, externalFormRoute, async (c) => {
  const { db, now } = c.get('deps');
  await recordExternalFormAccessed(db, {
    pharmacyAccountId: c.get('caller').account.id,
    supplierAccountId: c.req.valid('param').id,
    now: now(),
  });
  return c.json({ message: 'Recorded.' }, 200);
});
