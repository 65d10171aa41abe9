/**
 * Support's queue of store moves (issue 23): the changes awaiting approval with the current and
 * requested address, and the decision (approve, or reject with a reason) sent to the workflow
 * `location-change:<id>` as a validated update.
 */
import { findLocationChange, listLocationChanges } from '../../../db/queries/location-changes.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { LOCATION_MESSAGES } from '../../../domain/locations/location-messages.ts';
import { decideLocationChange } from '../../../platform/temporal/location-changes.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import {
  IdParam,
  LocationChangeAnswerSchema,
  LocationChangeDecisionBody,
  LocationChangeListSchema,
  LocationChangeQuery,
  serializeLocationChange,
} from './schemas.ts';

const area = 'locations';
const access = ['support'] as const;

const queueRoute = defineRoute({
  method: 'get',
  path: '/support/location_changes',
  area,
  access,
  summary: 'Store moves by status (pending by default, oldest first)',
  request: { query: LocationChangeQuery },
  responses: { 200: jsonContent(LocationChangeListSchema, 'The queue') },
});

const decideRoute = defineRoute({
  method: 'post',
  path: '/support/location_changes/{id}/decision',
  area,
  access,
  summary: 'Approve a store move (its wholesalers get the notice), or reject it with a reason',
  request: { params: IdParam, body: LocationChangeDecisionBody },
  responses: { 200: jsonContent(LocationChangeAnswerSchema, 'The decision is recorded') },
  problems: [404, 409, 503],
});

export const supportLocationChangeRoutes = createRouter();

addRoute(supportLocationChangeRoutes, queueRoute, async (c) => {
  const rows = await listLocationChanges(c.get('deps').db, c.req.valid('query').status);
  return c.json({ data: rows.map(serializeLocationChange) }, 200);
});

addRoute(supportLocationChangeRoutes, decideRoute, async (c) => {
  const { db, temporal } = c.get('deps');
  const { id } = c.req.valid('param');
  const body = c.req.valid('json');
  if (!(await findLocationChange(db, id))) throw notFound('Location change');
  const byUserId = c.get('caller').user.id;
  const reason = body.reason ?? '';
  if (body.decision === 'reject' && reason === '')
    throw new DomainError('REQUEST_INVALID', LOCATION_MESSAGES.reasonRequired, {
      fields: { reason: [LOCATION_MESSAGES.reasonRequired] },
    });
  const decision =
    body.decision === 'approve'
      ? { decision: 'approve' as const, byUserId }
      : { decision: 'reject' as const, reason, byUserId };
  const state = await decideLocationChange(temporal, id, decision, {
    updateId: updateIdOf(c, `decide-location-change:${id}`),
  });
  const message =
    state.status === 'approved'
      ? 'The location change is approved; the pharmacy’s wholesalers are told.'
      : 'The location change is rejected.';
  return c.json({ message, status: state.status }, 200);
});
