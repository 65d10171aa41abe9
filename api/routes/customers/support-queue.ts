/** Support's queue of suspension and disable-controls requests, with approve and decline (supplier-side §4). */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  decideControlRequest,
  type ControlDecision,
} from '../../../services/customers/decide-control-request.ts';
import { listControlRequestQueue } from '../../../db/queries/customers/control-requests-queue.ts';
import { pageParam, perPageParam } from '../../contract/paging.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { EmptyBody, IdParam, iso } from './schemas.ts';

const area = 'customers';
const access = ['support'] as const;

const QueueRowSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['suspend', 'disable_controls']),
    status: z.enum(['pending', 'approved', 'declined', 'cancelled']),
    reasons: z.array(z.string()),
    memo: z.string().nullable(),
    message: z.string().nullable(),
    supplier_name: z.string(),
    customer_name: z.string(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'CustomerControlQueueRow' });

const queueRoute = defineRoute({
  method: 'get',
  path: '/support/customer_control_requests',
  area,
  access,
  summary: 'Suspension and disable-controls requests: pending (oldest first) or history',
  request: {
    query: z.strictObject({
      status: z.enum(['pending', 'history']).default('pending'),
      page: pageParam(),
      per_page: perPageParam(25, 100),
    }),
  },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(QueueRowSchema),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of requests',
    ),
  },
});

const decide = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'post',
    path,
    area,
    access,
    role: 'admin',
    summary,
    request: { params: IdParam, body: EmptyBody },
    responses: { 200: jsonContent(z.strictObject({ message: z.string() }), 'Decided') },
    problems: [404, 409],
  });

const approveRoute = decide(
  '/support/customer_control_requests/{id}/approve',
  'Approve: suspend the customer, or disable its controlled substances',
);
const declineRoute = decide('/support/customer_control_requests/{id}/decline', 'Decline the request');

async function decision(c: Context<AppEnv>, requestId: string, verdict: ControlDecision) {
  const { db, now } = c.get('deps');
  return decideControlRequest(db, {
    requestId,
    decision: verdict,
    userId: c.get('caller').user.id,
    now: now(),
  });
}

export const supportQueueRoutes = createRouter();

addRoute(supportQueueRoutes, queueRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listControlRequestQueue(c.get('deps').db, {
    status: q.status,
    page: q.page,
    perPage: q.per_page,
  });
  const data = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    reasons: r.reasons,
    memo: r.memo,
    message: r.message,
    supplier_name: r.supplier_name,
    customer_name: r.customer_name,
    created_at: iso(r.created_at)!,
    decided_at: iso(r.decided_at),
  }));
  return c.json({ data, page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(supportQueueRoutes, approveRoute, async (c) =>
  c.json(await decision(c, c.req.valid('param').id, 'approve'), 200),
);
addRoute(supportQueueRoutes, declineRoute, async (c) =>
  c.json(await decision(c, c.req.valid('param').id, 'decline'), 200),
);
