/**
 * The authorization matrix's rules for fulfilment (issue 4): each command names a fresh live order
 * of the caller's at the stage it moves from (authorization-matrix-live.ts), or another account's.
 */
import { idOf, type RouteRule } from './authorization-matrix-context.ts';
import { orderOf } from './authorization-matrix-fixtures.ts';
import { liveOrder, liveOrderOf, liveProposalOf } from './authorization-matrix-live.ts';

const SANDBOX_SHIPMENT = {
  carrier: 'sandbox',
  tracking_number: 'SBX0000012345',
  packages: [{ weight: '12.5', length: 10, width: 8, height: 6 }],
};
/** Nothing asked of an edit preview: it prices the order as it is. */
const EDIT_BODY = { items: [] };

/** Fulfilment, supplier side and pharmacy side: the account's own orders. */
export const ORDER_RULES: Record<string, RouteRule> = {
  // Supplier side: accept, modify and cancel a placed order, ship an accepted one, report a shipped one's status.
  'GET /api/v1/suppliers/orders': { access: ['supplier'] },
  'GET /api/v1/suppliers/orders/:id': { access: ['supplier'], scoped: true, params: idOf(orderOf) },
  'POST /api/v1/suppliers/orders/:id/accept': {
    access: ['supplier'],
    scoped: true,
    params: liveOrder('supplier', 'placed'),
    body: {},
  },
  'PATCH /api/v1/suppliers/orders/:id': {
    access: ['supplier'],
    scoped: true,
    params: liveOrder('supplier', 'placed'),
    body: { items: [], remove_shipping: true },
  },
  'POST /api/v1/suppliers/orders/:id/preview': {
    access: ['supplier'],
    scoped: true,
    params: idOf(orderOf),
    body: EDIT_BODY,
  },
  'POST /api/v1/suppliers/orders/:id/ship': {
    access: ['supplier'],
    scoped: true,
    params: liveOrder('supplier', 'accepted'),
    body: SANDBOX_SHIPMENT,
  },
  'POST /api/v1/suppliers/orders/:id/shipment_status': {
    access: ['supplier'],
    scoped: true,
    params: liveOrder('supplier', 'shipped'),
    body: { status: 'in_transit' },
  },
  'POST /api/v1/suppliers/orders/:id/cancel': {
    access: ['supplier'],
    scoped: true,
    params: liveOrder('supplier', 'placed'),
    body: {},
  },
  // Pharmacy side: mark a shipped order delivered, edit or cancel a placed one.
  'POST /api/v1/orders/:id/delivered': {
    access: ['pharmacy'],
    scoped: true,
    params: liveOrder('pharmacy', 'shipped'),
  },
  'POST /api/v1/orders/bulk_delivered': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({
      body: { ids: [(await liveOrderOf(role, scope, 'pharmacy', 'shipped')).id] },
    }),
  },
  'GET /api/v1/orders/:id/track': { access: ['pharmacy'], scoped: true, params: idOf(orderOf) },
  'PATCH /api/v1/orders/:id': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => {
      const order = await liveOrderOf(role, scope, 'pharmacy', 'placed');
      return { params: { id: order.id }, body: { items: [{ id: order.lineId, quantity: 9 }] } };
    },
  },
  'POST /api/v1/orders/:id/preview': {
    access: ['pharmacy'],
    scoped: true,
    params: idOf(orderOf),
    body: EDIT_BODY,
  },
  // The pharmacy's answer to a change the supplier proposed (issue 10).
  ...Object.fromEntries(
    (['accept', 'decline'] as const).map((verb) => [
      `POST /api/v1/orders/:id/edit_proposal/${verb}`,
      {
        access: ['pharmacy'],
        scoped: true,
        sample: async (role, scope) => {
          const { id, proposalId } = await liveProposalOf(role, scope);
          return { params: { id }, body: { proposal_id: proposalId } };
        },
      } satisfies RouteRule,
    ]),
  ),
  'POST /api/v1/orders/:id/cancel': {
    access: ['pharmacy'],
    scoped: true,
    params: liveOrder('pharmacy', 'placed'),
    body: {},
  },
};
