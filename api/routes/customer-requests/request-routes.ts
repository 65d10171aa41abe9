/**
 * The pharmacy's side of customer requests (issue 11): send a request to a wholesaler that
 * approved it (the row commits, then its workflow `customer-request:<id>` starts), withdraw a
 * pending one (issue 21), and the list of requests and one request, which a supplier reads for its
 * customers and a pharmacy for itself.
 */
import {
  createCustomerRequest,
  markCustomerRequestsStarted,
} from '../../../activities/customer-requests/create-request.ts';
import {
  findOwnCustomerRequest,
  listCustomerRequests,
  type RequestScope,
} from '../../../db/queries/customer-requests/customer-requests.ts';
import { askedTermsOf } from '../../../domain/customer-requests/new-request.ts';
import { KIND_NAMES } from '../../../activities/customer-requests/request-notices.ts';
import { notFound } from '../../../domain/errors.ts';
import {
  startCustomerRequest,
  withdrawCustomerRequest,
} from '../../../platform/temporal/customer-requests.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  assertPending,
  CUSTOMER_REQUEST_KINDS,
  REQUEST_MESSAGES,
} from '../../../domain/customer-requests/requests.ts';
import {
  CreateRequestBody,
  CustomerRequestSchema,
  IdParam,
  ListQuery,
  RequestAnswerSchema,
  RequestListSchema,
} from './schemas.ts';
import { serializeCustomerRequest } from './serializers.ts';

const area = 'customer-requests';

/** The caller's side of its requests: a supplier's incoming ones, a pharmacy's own. */
export function scopeOf(c: Context<AppEnv>): RequestScope {
  const { account } = c.get('caller');
  return { side: account.kind === 'supplier' ? 'supplier' : 'pharmacy', accountId: account.id };
}

const createRoute = defineRoute({
  method: 'post',
  path: '/wholesalers/{id}/customer_requests',
  area,
  access: ['pharmacy'],
  // Asking for credit or terms commits the account (issue 22): its admin's call, like approving one.
  role: 'admin',
  summary:
    'Ask a wholesaler for a credit or terms increase, an account-type change or an end-of-month change',
  request: { params: IdParam, body: CreateRequestBody },
  responses: { 201: jsonContent(RequestAnswerSchema, 'Sent; pending until the wholesaler decides') },
  problems: [404, 409, 422],
});

const listRoute = defineRoute({
  method: 'get',
  path: '/customer_requests',
  area,
  access: ['supplier', 'pharmacy'],
  summary: 'Customer requests: a supplier’s incoming ones, a pharmacy’s own (pending or history)',
  request: { query: ListQuery },
  responses: { 200: jsonContent(RequestListSchema, 'One page of requests, newest first') },
});

const showRoute = defineRoute({
  method: 'get',
  path: '/customer_requests/{id}',
  area,
  access: ['supplier', 'pharmacy'],
  summary: 'One customer request: a supplier’s incoming one, a pharmacy’s own; another’s is 404',
  request: { params: IdParam },
  responses: { 200: jsonContent(z.strictObject({ request: CustomerRequestSchema }), 'The request') },
  problems: [404],
});

const withdrawRoute = defineRoute({
  method: 'patch',
  path: '/customer_requests/{id}/withdraw',
  area,
  access: ['pharmacy'],
  role: 'admin',
  summary: 'Withdraw one of the pharmacy’s own pending requests; another’s is 404, a decided one 409',
  request: { params: IdParam },
  responses: { 200: jsonContent(RequestAnswerSchema, 'Withdrawn; the request as it is now') },
  problems: [404, 409, 503],
});

export const requestRoutes = createRouter();

addRoute(requestRoutes, createRoute, async (c) => {
  const { db, env, logger, now, temporal } = c.get('deps');
  const asked = askedTermsOf(c.req.valid('json'));
  const durations = Object.keys(env.customerRequests).length > 0 ? env.customerRequests : undefined;
  const row = await createCustomerRequest(db, {
    caller: c.get('caller'),
    supplierAccountId: c.req.valid('param').id,
    request: asked,
    now: now(),
    durations,
  });
  try {
    await startCustomerRequest(temporal.client, env.temporal.taskQueue, row, durations);
    await markCustomerRequestsStarted(db, [row.id], now());
  } catch (error) {
    // The row stands: the start-stranded-workflows relay starts its workflow within minutes.
    logger.error('customer request workflow not started; the relay will start it', {
      error,
      requestId: row.id,
    });
  }
  const listed = await findOwnCustomerRequest(db, scopeOf(c), row.id, [row.kind]);
  if (!listed) throw notFound('Customer request');
  const message = `Your ${KIND_NAMES[row.kind]} request was sent to ${listed.supplierName}.`;
  return c.json({ message, request: serializeCustomerRequest(listed) }, 201);
});

addRoute(requestRoutes, withdrawRoute, async (c) => {
  const { db, temporal } = c.get('deps');
  const { account, user } = c.get('caller');
  const id = c.req.valid('param').id;
  // Another pharmacy's request is not found, a decided one a conflict, before Temporal is asked
  // (a decided request's workflow has ended); the workflow checks again.
  const found = await findOwnCustomerRequest(db, scopeOf(c), id, CUSTOMER_REQUEST_KINDS);
  if (!found) throw notFound('Customer request');
  assertPending(found.request.status);
  await withdrawCustomerRequest(
    temporal,
    id,
    { pharmacyAccountId: account.id, userId: user.id },
    { updateId: updateIdOf(c, `withdraw-request:${id}`) },
  );
  const after = await findOwnCustomerRequest(db, scopeOf(c), id, CUSTOMER_REQUEST_KINDS);
  return c.json({ message: REQUEST_MESSAGES.withdrawn, request: serializeCustomerRequest(after!) }, 200);
});

addRoute(requestRoutes, showRoute, async (c) => {
  const row = await findOwnCustomerRequest(
    c.get('deps').db,
    scopeOf(c),
    c.req.valid('param').id,
    CUSTOMER_REQUEST_KINDS,
  );
  if (!row) throw notFound('Customer request');
  return c.json({ request: serializeCustomerRequest(row) }, 200);
});

addRoute(requestRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listCustomerRequests(c.get('deps').db, scopeOf(c), {
    kind: q.kind,
    type: q.type,
    customerId: q.customer_id,
    wholesalerId: q.wholesaler_id,
    page: q.page,
    perPage: q.per_page,
  });
  return c.json({ data: rows.map(serializeCustomerRequest), page: q.page, per_page: q.per_page, total }, 200);
});
