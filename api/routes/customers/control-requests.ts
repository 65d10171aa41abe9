/**
 * The supplier's suspension and disable-controls requests to support (supplier-side §4, §5, §7):
 * `{id}` is the customer's id in all four paths; a cancel cancels that customer's pending request.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  cancelControlRequest,
  openControlRequest,
  type ControlKind,
} from '../../../services/customers/control-requests.ts';
import {
  SUSPENSION_MESSAGES,
  SuspensionRequestSchema,
} from '../../../domain/customers/suspension-request.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { EmptyBody, IdParam } from './schemas.ts';

const area = 'customers';
const access = ['supplier'] as const;
const Answer = z.strictObject({ message: z.string(), request_id: z.uuid().nullable() });

const request = <const M extends 'post' | 'patch' | 'put', const P extends string, B extends z.ZodType>(
  method: M,
  path: P,
  summary: string,
  body: B,
) =>
  defineRoute({
    method,
    path,
    area,
    access,
    role: 'admin',
    summary,
    request: { params: IdParam, body },
    responses: { 200: jsonContent(Answer, 'Sent to support, or cancelled') },
    problems: [404, 409],
  });

const suspendRoute = request(
  'post',
  '/customers/suspend_requests/{id}',
  'Ask support to suspend a customer (reasons, memo, message)',
  SuspensionRequestSchema,
);
const cancelSuspendRoute = request(
  'patch',
  '/customers/suspend_requests/{id}/cancel',
  'Cancel the customer’s pending suspension request',
  EmptyBody,
);
const disableControlsRoute = request(
  'post',
  '/customers/{id}/disable_controls',
  'Ask support to stop the customer buying controlled substances from this supplier',
  EmptyBody,
);
const cancelDisableControlsRoute = request(
  'put',
  '/customers/{id}/disable_controls/cancel',
  'Cancel the customer’s pending disable-controls request',
  EmptyBody,
);

const who = (c: Context<AppEnv>) => ({
  supplierAccountId: c.get('caller').account.id,
  userId: c.get('caller').user.id,
});

async function cancel(c: Context<AppEnv>, customerId: string, kind: ControlKind, message: string) {
  await cancelControlRequest(c.get('deps').db, { ...who(c), customerId, kind, now: c.get('deps').now() });
  return { message, request_id: null };
}

export const controlRequestRoutes = createRouter();

addRoute(controlRequestRoutes, suspendRoute, async (c) => {
  const body = c.req.valid('json');
  const id = await openControlRequest(c.get('deps').db, {
    ...who(c),
    customerId: c.req.valid('param').id,
    kind: 'suspend',
    reasons: body.reasons,
    memo: body.memo,
    message: body.message,
  });
  return c.json({ message: SUSPENSION_MESSAGES.sent, request_id: id }, 200);
});

addRoute(controlRequestRoutes, cancelSuspendRoute, async (c) =>
  c.json(await cancel(c, c.req.valid('param').id, 'suspend', SUSPENSION_MESSAGES.cancelled), 200),
);

addRoute(controlRequestRoutes, disableControlsRoute, async (c) => {
  const id = await openControlRequest(c.get('deps').db, {
    ...who(c),
    customerId: c.req.valid('param').id,
    kind: 'disable_controls',
  });
  return c.json({ message: SUSPENSION_MESSAGES.controlsSent, request_id: id }, 200);
});

addRoute(controlRequestRoutes, cancelDisableControlsRoute, async (c) =>
  c.json(
    await cancel(c, c.req.valid('param').id, 'disable_controls', SUSPENSION_MESSAGES.controlsCancelled),
    200,
  ),
);
