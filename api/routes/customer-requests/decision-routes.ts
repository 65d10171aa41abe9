/**
 * The supplier decides a customer request (supplier-side §7): PATCH
 * `/customers/credit_increase/{id}/approve|decline`, `/customers/payment_account_change/{id}/…` and
 * `/customers/request_eom_changes/{id}/…`. Another supplier's request answers 404 before Temporal
 * is asked; a decided or expired one 409; the workflow validates the decision again before it
 * writes the decision and the customer's new terms in one transaction.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { findOwnCustomerRequest } from '../../../db/queries/customer-requests/customer-requests.ts';
import { decisionMessage } from '../../../domain/customer-requests/confirmations.ts';
import {
  assertNetDays,
  assertPending,
  creditBoxesOf,
  creditCentsOf,
  dueDayOf,
  type CustomerRequestDecision,
  type CustomerRequestKind,
} from '../../../domain/customer-requests/requests.ts';
import { notFound } from '../../../domain/errors.ts';
import { decideCustomerRequest } from '../../../platform/temporal/customer-requests.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import { scopeOf } from './request-routes.ts';
import {
  AccountChangeBody,
  AccountDeclineBody,
  CreditDecisionBody,
  CreditDeclineBody,
  EomDeclineQuery,
  EomQuery,
  IdParam,
  RequestAnswerSchema,
} from './schemas.ts';
import { serializeCustomerRequest } from './serializers.ts';

const area = 'customer-requests';
type Verdict = CustomerRequestDecision['decision'];
type Given = Pick<CustomerRequestDecision, 'boxes' | 'terms' | 'reason'>;

/** What every decision route shares: the supplier decides; approval is the admin's (it moves credit). */
const decisionOf = (verdict: Verdict) => ({
  method: 'patch' as const,
  area,
  access: ['supplier'] as const,
  // Approval changes the customer's credit line and terms (money-moving, issue 10).
  ...(verdict === 'approved' ? { role: 'admin' as const } : {}),
  responses: { 200: jsonContent(RequestAnswerSchema, 'Decided; the request as it is now') },
  problems: [404, 409, 422, 503] as const,
});

const bodyRoute = <const P extends string, B extends z.ZodType>(
  path: P,
  verdict: Verdict,
  summary: string,
  body: B,
) => defineRoute({ ...decisionOf(verdict), path, summary, request: { params: IdParam, body } });

/** Finds the supplier's own pending request of `kind`, sends the decision, answers the request re-read. */
async function decide(
  c: Context<AppEnv>,
  id: string,
  kind: CustomerRequestKind,
  verdict: Verdict,
  given: Given,
) {
  const { db, temporal } = c.get('deps');
  const caller = c.get('caller');
  const found = await findOwnCustomerRequest(db, scopeOf(c), id, [kind]);
  if (!found) throw notFound('Customer request');
  assertPending(found.request.status);
  const decision: CustomerRequestDecision = {
    supplierAccountId: caller.account.id,
    userId: caller.user.id,
    decision: verdict,
    ...given,
  };
  await decideCustomerRequest(temporal, id, decision, { updateId: updateIdOf(c, `decide-request:${id}`) });
  const after = await findOwnCustomerRequest(db, scopeOf(c), id, [kind]);
  return c.json({ message: decisionMessage(kind, verdict), request: serializeCustomerRequest(after!) }, 200);
}

const creditApprove = bodyRoute(
  '/customers/credit_increase/{id}/approve',
  'approved',
  'Approve a credit/terms increase (neither box ticked: both)',
  CreditDecisionBody,
);
const creditDecline = bodyRoute(
  '/customers/credit_increase/{id}/decline',
  'declined',
  'Decline a credit/terms increase, with the reason the pharmacy is shown',
  CreditDeclineBody,
);
const accountApprove = bodyRoute(
  '/customers/payment_account_change/{id}/approve',
  'approved',
  'Approve an account-type change with the terms granted',
  AccountChangeBody,
);
const accountDecline = bodyRoute(
  '/customers/payment_account_change/{id}/decline',
  'declined',
  'Decline an account-type change (optional reason)',
  AccountDeclineBody,
);
const eomApprove = defineRoute({
  ...decisionOf('approved'),
  path: '/customers/request_eom_changes/{id}/approve',
  summary: 'Approve an end-of-month terms change (optional net_days)',
  request: { params: IdParam, query: EomQuery },
});
const eomDecline = defineRoute({
  ...decisionOf('declined'),
  path: '/customers/request_eom_changes/{id}/decline',
  summary: 'Decline an end-of-month terms change (optional reason)',
  request: { params: IdParam, query: EomDeclineQuery },
});

export const decisionRoutes = createRouter();

addRoute(decisionRoutes, creditApprove, async (c) =>
  decide(c, c.req.valid('param').id, 'credit_increase', 'approved', {
    boxes: creditBoxesOf(c.req.valid('json')),
  }),
);
addRoute(decisionRoutes, creditDecline, async (c) =>
  decide(c, c.req.valid('param').id, 'credit_increase', 'declined', {
    reason: c.req.valid('json').reason,
  }),
);
addRoute(decisionRoutes, accountApprove, async (c) => {
  const body = c.req.valid('json');
  return decide(c, c.req.valid('param').id, 'payment_account_change', 'approved', {
    terms: {
      creditAllocatedCents: creditCentsOf(body.credit_allocated),
      netDays: assertNetDays(body.net_days),
      invoicesDueOnLastDay: body.invoices_due_on_last_day,
      invoicesDueDay: dueDayOf(body.invoices_due_on_last_day, body.invoices_due_day),
    },
  });
});
addRoute(decisionRoutes, accountDecline, async (c) =>
  decide(c, c.req.valid('param').id, 'payment_account_change', 'declined', {
    reason: c.req.valid('json').reason,
  }),
);
addRoute(decisionRoutes, eomApprove, async (c) => {
  const netDays = c.req.valid('query').net_days;
  return decide(
    c,
    c.req.valid('param').id,
    'eom_change',
    'approved',
    netDays === undefined ? {} : { terms: { netDays } },
  );
});
addRoute(decisionRoutes, eomDecline, async (c) =>
  decide(c, c.req.valid('param').id, 'eom_change', 'declined', { reason: c.req.valid('query').reason }),
);
