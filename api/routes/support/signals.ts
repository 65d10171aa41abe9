/**
 * The signals support may send by hand, per workflow type, each with the zod schema of its one
 * argument (issue 10 "Support's workflow signals go through an allow-list"). Anything else is a 422
 * naming why: a malformed payload never reaches a workflow, where it would fail its task in a loop.
 */
import { z } from 'zod';
import { TRACKING_STATUSES } from '../../../domain/shipping/tracking-progress.ts';

/** A wholesale order's signals, under the one order type and the type of orders placed before it. */
const ORDER_SIGNALS = {
  markDelivered: z.strictObject({ by: z.enum(['pharmacy', 'supplier']) }),
  // Refused unless a payment of that invoice exists (checked against the database by the route).
  invoicePaid: z.strictObject({ invoiceId: z.uuid('not a valid id') }),
};

export const SUPPORT_SIGNALS: Record<string, Record<string, z.ZodType>> = {
  orderWorkflow: ORDER_SIGNALS,
  orderFulfilmentWorkflow: ORDER_SIGNALS,
  shipmentTrackingWorkflow: {
    recordStatus: z.strictObject({
      status: z.enum(TRACKING_STATUSES),
      location_city: z.string().trim().max(80).nullable().optional(),
      location_state: z.string().trim().max(40).nullable().optional(),
    }),
    stopTracking: z.strictObject({ reason: z.literal('marked_delivered') }),
  },
};

/**
 * The signals support may send to this workflow. The one order type runs every seller kind's
 * orders; only a wholesale order (`order:<id>`) takes the order signals, a p2p one none.
 */
export function supportSignalsOf(type: string, workflowId: string): Record<string, z.ZodType> {
  if (type === 'orderWorkflow' && !workflowId.startsWith('order:')) return {};
  return SUPPORT_SIGNALS[type] ?? {};
}

export const SIGNAL_MESSAGES = {
  notAllowed: (name: string, type: string, allowed: Record<string, z.ZodType>) =>
    `The signal ${name} cannot be sent to a ${type} workflow by hand. Allowed: ${
      Object.keys(allowed).join(', ') || 'none'
    }.`,
  oneArgument: 'This signal takes exactly one argument.',
  unpaidInvoice: 'No payment of this invoice exists, so the order cannot be marked paid.',
} as const;
