/**
 * Support's review of seller registrations (issue 12): the queue with the applicant's data, its
 * driver licence files, and the decision (approve, or decline with a reason) sent to the workflow
 * `seller-registration:<userId>` as a validated update.
 */
import { readVerified } from '../../../services/esign/verified-download.ts';
import { findSignatureDocument } from '../../../db/queries/signatures.ts';
import { findSellerRegistration, listSellerRegistrations } from '../../../db/queries/seller-registrations.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { DOCUMENT_TYPES } from '../../../domain/files/document-kind.ts';
import { SELLER_REGISTRATION_MESSAGES } from '../../../domain/seller-registration/registration-review.ts';
import { decideSellerRegistration } from '../../../platform/temporal/seller-registrations.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { sendPdf, visitorOf } from '../esign/answers.ts';
import {
  DecisionBody,
  FileParam,
  IdParam,
  RegistrationAnswerSchema,
  RegistrationListSchema,
} from './schemas.ts';
import { serializeSellerRegistration } from './serializers.ts';

const area = 'seller-registration';
const access = ['support'] as const;

const queueRoute = defineRoute({
  method: 'get',
  path: '/support/seller_registrations',
  area,
  access,
  summary: 'Seller registrations, newest first, with their data and files',
  responses: { 200: jsonContent(RegistrationListSchema, 'The queue') },
});

const fileRoute = defineRoute({
  method: 'get',
  path: '/support/seller_registrations/{id}/driver_licences/{index}',
  area,
  access,
  summary: 'Download one driver licence file of a registration',
  request: { params: FileParam },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

const agreementRoute = defineRoute({
  method: 'get',
  path: '/support/seller_registrations/{id}/agreement',
  area,
  access,
  summary: 'Download the signed seller agreement, verified against its recorded SHA-256',
  request: { params: IdParam },
  responses: { 200: fileContent('application/pdf', 'The signed PDF') },
  problems: [404, 409],
});

const decideRoute = defineRoute({
  method: 'post',
  path: '/support/seller_registrations/{id}/decision',
  area,
  access,
  summary: 'Approve a signed seller registration, or decline it with a reason',
  request: { params: IdParam, body: DecisionBody },
  responses: { 200: jsonContent(RegistrationAnswerSchema, 'The decision is recorded') },
  problems: [404, 409, 503],
});

export const supportSellerRegistrationRoutes = createRouter();

addRoute(supportSellerRegistrationRoutes, queueRoute, async (c) => {
  const rows = await listSellerRegistrations(c.get('deps').db);
  return c.json({ data: rows.map(serializeSellerRegistration) }, 200);
});

addRoute(supportSellerRegistrationRoutes, fileRoute, async (c) => {
  const { id, index } = c.req.valid('param');
  const view = await findSellerRegistration(c.get('deps').db, id);
  const file = view?.registration.driverLicences[index];
  if (!file) throw notFound('File');
  return sendStoredFile(c, file);
});

addRoute(supportSellerRegistrationRoutes, agreementRoute, async (c) => {
  const { db, ports, now } = c.get('deps');
  const view = await findSellerRegistration(db, c.req.valid('param').id);
  const documentId = view?.registration.agreementDocumentId;
  const doc = documentId
    ? await findSignatureDocument(db, view.registration.accountId, documentId)
    : undefined;
  if (!doc) throw notFound('Seller agreement');
  const bytes = await readVerified({ db, files: ports.files, now }, doc, 'signed', visitorOf(c));
  return sendPdf(c, bytes, 'seller-agreement-signed.pdf');
});

addRoute(supportSellerRegistrationRoutes, decideRoute, async (c) => {
  const { db, temporal } = c.get('deps');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  const view = await findSellerRegistration(db, id);
  if (!view) throw notFound('Seller registration');
  const byUserId = c.get('caller').user.id;
  const decision =
    body.decision === 'approve'
      ? { decision: 'approve' as const, byUserId }
      : { decision: 'decline' as const, reason: body.reason ?? '', byUserId };
  if (decision.decision === 'decline' && decision.reason === '')
    throw new DomainError('REQUEST_INVALID', SELLER_REGISTRATION_MESSAGES.reasonRequired, {
      fields: { reason: [SELLER_REGISTRATION_MESSAGES.reasonRequired] },
    });
  await decideSellerRegistration(temporal, view.registration.userId, decision, {
    updateId: updateIdOf(c, `decide-seller-registration:${id}`),
  });
  const after = await findSellerRegistration(db, id);
  const message =
    decision.decision === 'approve'
      ? 'The seller registration is approved.'
      : 'The seller registration is declined.';
  return c.json({ message, registration: serializeSellerRegistration(after!) }, 200);
});
