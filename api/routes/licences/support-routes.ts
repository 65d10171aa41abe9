/** Support's queue of renewed licences (issue 12): the list, each uploaded document, and the decision. */
import { decideLicenceUpdate } from '../../../services/licences/licence-updates.ts';
import { findLicenceUpdate, listLicenceUpdates } from '../../../db/queries/licence-updates.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { DOCUMENT_TYPES } from '../../../domain/files/document-kind.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import {
  IdParam,
  LicenceDecisionBody,
  LicenceUpdateAnswerSchema,
  LicenceUpdateListSchema,
} from './schemas.ts';
import { serializeLicenceUpdate } from './serializers.ts';

const area = 'licences';
const access = ['support'] as const;
const REASON_REQUIRED = 'Please give the reason for rejecting.';

const queueRoute = defineRoute({
  method: 'get',
  path: '/support/licence_updates',
  area,
  access,
  summary: 'Renewed licences uploaded by pharmacies, newest first',
  responses: { 200: jsonContent(LicenceUpdateListSchema, 'The queue') },
});

const documentRoute = defineRoute({
  method: 'get',
  path: '/support/licence_updates/{id}/document',
  area,
  access,
  summary: 'Download the renewed licence document',
  request: { params: IdParam },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

const decideRoute = defineRoute({
  method: 'post',
  path: '/support/licence_updates/{id}/decision',
  area,
  access,
  summary: 'Approve a renewed licence (its expiry moves, the hold lifts) or reject it with a reason',
  request: { params: IdParam, body: LicenceDecisionBody },
  responses: { 200: jsonContent(LicenceUpdateAnswerSchema, 'The decision is recorded') },
  problems: [404, 409],
});

export const supportLicenceRoutes = createRouter();

addRoute(supportLicenceRoutes, queueRoute, async (c) => {
  const rows = await listLicenceUpdates(c.get('deps').db);
  return c.json({ data: rows.map(serializeLicenceUpdate) }, 200);
});

addRoute(supportLicenceRoutes, documentRoute, async (c) => {
  const view = await findLicenceUpdate(c.get('deps').db, c.req.valid('param').id);
  if (!view) throw notFound('Licence update');
  return sendStoredFile(c, view.update);
});

addRoute(supportLicenceRoutes, decideRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  if (body.decision === 'reject' && !body.reason)
    throw new DomainError('REQUEST_INVALID', REASON_REQUIRED, { fields: { reason: [REASON_REQUIRED] } });
  await decideLicenceUpdate(db, {
    id,
    decision:
      body.decision === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: body.reason! },
    byUserId: c.get('caller').user.id,
    now: now(),
  });
  const view = await findLicenceUpdate(db, id);
  const message =
    body.decision === 'approve' ? 'The renewed licence is approved.' : 'The renewed licence is rejected.';
  return c.json({ message, update: serializeLicenceUpdate(view!) }, 200);
});
