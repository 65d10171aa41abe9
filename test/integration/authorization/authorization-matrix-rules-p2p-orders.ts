/**
 * The authorization matrix's rules for issue 13's part C: p2p orders after placement (the seller's
 * sales, lots, label, cancel and payouts; the buyer's panel, receipt, dispute, cancel and rating),
 * DSCSA records and support's disputes. A caller's own object is a p2p order where its account is
 * the seller (or the buyer) and the demo account of the other role is the other side; the orders a
 * command needs run their `p2p-order:<id>` workflow on the matrix's worker.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import {
  dscsaTransactionRecords,
  orderItems,
  orders,
  p2pShippingLabels,
  shipments,
} from '../../../db/schema/index.ts';
import {
  openDisputeUpdate,
  P2P_ORDER_WORKFLOW_TYPE,
  p2pOrderWorkflowId,
} from '../../../workflows/p2p/messages.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';
import { demoOf, KIND, OTHER, whose, type Role, type Scope } from './authorization-matrix-fixtures.ts';
import { placeP2pOrder } from '../p2p/p2p-orders-fixtures.ts';

type Side = 'seller' | 'buyer';
const HOUR = 3_600_000;
/** The sandbox carrier scans hourly: no tracking write lands while the matrix compares tables. */
const QUIET = { tracking: { pollMs: HOUR, sandboxStepMs: HOUR, maxAgeMs: 24 * HOUR } };
type Stage = 'placed' | 'lots_confirmed' | 'delivered';

/** A p2p order whose `side` is the account of `whose(role, scope)` and whose other side is that account's OTHER. */
async function p2pOrderOf(
  role: Role,
  scope: Scope,
  side: Side,
  stage: Stage = 'placed',
  start = false,
  alone = false,
) {
  const owner = whose(role, scope);
  if (KIND[owner] !== 'pharmacy') return { id: randomUUID(), lineId: randomUUID() };
  // `alone`: both sides are the owner's account, so the caller is on neither side of a foreign one.
  const other = alone ? owner : OTHER[owner];
  const [sellerRole, buyerRole] = side === 'seller' ? [owner, other] : [other, owner];
  const placed = await placeP2pOrder(t, {
    lines: [{}],
    seller: demoOf(sellerRole),
    buyer: demoOf(buyerRole),
    status: stage === 'delivered' ? 'delivered' : 'placed',
  });
  const lineId = placed.lines[0]!.id;
  if (stage === 'lots_confirmed')
    await t.db
      .update(orderItems)
      .set({ lot: 'MATRIX', expDate: '2030-01-31', lotConfirmedAt: new Date() })
      .where(eq(orderItems.id, lineId));
  if (start && scope === 'own') {
    await t.temporal.client.workflow.start(P2P_ORDER_WORKFLOW_TYPE, {
      taskQueue: t.env.temporal.taskQueue,
      workflowId: p2pOrderWorkflowId(placed.order.id),
      args: [{ orderId: placed.order.id, durations: QUIET }],
    });
  } else {
    // Not started on purpose: marked started so the pending-orders relay leaves it alone.
    await t.db.update(orders).set({ workflowStartedAt: new Date() }).where(eq(orders.id, placed.order.id));
  }
  return { id: placed.order.id, lineId };
}

const saleOf =
  (stage: Stage = 'placed', start = false) =>
  async (role: Role, scope: Scope) => ({
    id: (await p2pOrderOf(role, scope, 'seller', stage, start)).id,
  });
const purchaseOf =
  (stage: Stage = 'placed', start = false) =>
  async (role: Role, scope: Scope) => ({
    id: (await p2pOrderOf(role, scope, 'buyer', stage, start)).id,
  });

/** A sale of the caller's with its label on file (a shipment and a stored PDF). */
async function labelledSaleOf(role: Role, scope: Scope) {
  const order = await p2pOrderOf(role, scope, 'seller');
  if (KIND[role] !== 'pharmacy') return { id: order.id };
  const fileKey = newFileKey('shipping_labels', 'pdf');
  await t.ports.files.put(fileKey, new TextEncoder().encode('%PDF-1.4\n% SANDBOX matrix\n'));
  const [shipment] = await t.db
    .insert(shipments)
    .values({ orderId: order.id, carrier: 'sandbox', trackingNumber: 'SBX0000000001' })
    .returning();
  await t.db.insert(p2pShippingLabels).values({
    orderId: order.id,
    shipmentId: shipment!.id,
    carrier: 'sandbox',
    trackingNumber: 'SBX0000000001',
    fileKey,
  });
  return { id: order.id };
}

/**
 * A DSCSA record of an order the caller's account bought; a foreign one names another account on
 * both sides (the caller is neither seller nor buyer); support: any record, and a foreign one none.
 */
async function recordOf(role: Role, scope: Scope): Promise<string> {
  if (KIND[role] === 'support') {
    if (scope === 'foreign') return randomUUID();
    return recordOf('pharmacy', 'own');
  }
  const { id, lineId } = await p2pOrderOf(role, scope, 'buyer', 'placed', false, scope === 'foreign');
  if (KIND[role] !== 'pharmacy') return randomUUID();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.id, lineId));
  const [row] = await t.db
    .insert(dscsaTransactionRecords)
    .values({
      orderId: id,
      orderItemId: lineId,
      sellerAccountId: order!.supplierAccountId,
      buyerAccountId: order!.pharmacyAccountId,
      ndc: line!.ndc,
      productName: line!.name,
      strength: '10 mg',
      dosageForm: 'tablet',
      containerSize: '100',
      quantity: line!.quantity,
      lot: 'MATRIX',
      expiryDate: '2030-01-31',
      transactionDate: new Date().toISOString().slice(0, 10),
      shipmentDate: new Date().toISOString().slice(0, 10),
      seller: { name: 'Seller', address: order!.shipAddress },
      buyer: { name: 'Buyer', address: order!.shipAddress },
      history: [],
      statement: 'Matrix statement.',
    })
    .returning();
  return row!.id;
}

/** A delivered order in dispute, its workflow waiting for support (support only; others: a random id). */
async function disputedOrder(role: Role): Promise<string> {
  if (KIND[role] !== 'support') return randomUUID();
  const { id } = await p2pOrderOf('pharmacy', 'own', 'buyer', 'delivered', true);
  await t.temporal.client.workflow
    .getHandle(p2pOrderWorkflowId(id))
    .executeUpdate(openDisputeUpdate, { args: [{ message: 'Matrix dispute' }] });
  return id;
}

const PACKAGES = [{ weight: '1.5', length: 6, width: 6, height: 6 }];

/** P2p orders after placement, DSCSA records and p2p disputes (issue 13, part C). */
export const P2P_ORDER_RULES: Record<string, RouteRule> = {
  'GET /api/v1/pharmacy/p2p/sales': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/p2p/sales/:id': { access: ['pharmacy'], scoped: true, params: saleOf() },
  'PATCH /api/v1/pharmacy/p2p/sales/:id/lots': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => {
      const { id, lineId } = await p2pOrderOf(role, scope, 'seller', 'placed', true);
      return { params: { id }, body: { line_item_id: lineId, lot: 'LOT-M', exp_date: '2030-01-31' } };
    },
  },
  'POST /api/v1/pharmacy/p2p/sales/:id/label': {
    access: ['pharmacy'],
    scoped: true,
    params: saleOf('lots_confirmed', true),
    body: { packages: PACKAGES },
  },
  'GET /api/v1/pharmacy/p2p/sales/:id/label.pdf': {
    access: ['pharmacy'],
    scoped: true,
    params: labelledSaleOf,
  },
  'POST /api/v1/pharmacy/p2p/sales/:id/cancel': {
    access: ['pharmacy'],
    scoped: true,
    params: saleOf('placed', true),
    body: { reason: 'Matrix' },
  },
  'GET /api/v1/pharmacy/p2p/payouts': { access: ['pharmacy'] },
  'GET /api/v1/orders/:id/p2p': { access: ['pharmacy'], scoped: true, params: purchaseOf() },
  'POST /api/v1/orders/:id/confirm_receipt': {
    access: ['pharmacy'],
    scoped: true,
    params: purchaseOf('delivered', true),
    body: {},
  },
  'POST /api/v1/orders/:id/dispute': {
    access: ['pharmacy'],
    scoped: true,
    params: purchaseOf('delivered', true),
    body: { message: 'Matrix dispute' },
  },
  'POST /api/v1/orders/:id/p2p/cancel': {
    access: ['pharmacy'],
    scoped: true,
    params: purchaseOf('placed', true),
    body: {},
  },
  'POST /api/v1/users/:id/rate': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => {
      const { id } = await p2pOrderOf(role, scope, 'buyer', 'delivered');
      const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
      return {
        params: { id: order?.supplierAccountId ?? randomUUID() },
        body: { order_id: id, rating: 5, message: 'Matrix' },
      };
    },
  },
  'GET /api/v1/dscsa/records': { access: ['pharmacy', 'support'] },
  'GET /api/v1/dscsa/records/:id/pdf': {
    access: ['pharmacy', 'support'],
    scoped: true,
    params: async (role, scope) => ({ id: await recordOf(role, scope) }),
  },
  'POST /api/v1/dscsa/records/:id/correct': {
    access: ['support'],
    params: async (role) => ({ id: KIND[role] === 'support' ? await recordOf(role, 'own') : randomUUID() }),
    body: { reason: 'Matrix correction', lot: 'MATRIX-2' },
  },
  'GET /api/v1/support/p2p_disputes': { access: ['support'] },
  'POST /api/v1/support/p2p_disputes/:orderId/decide': {
    access: ['support'],
    params: async (role) => ({ orderId: await disputedOrder(role) }),
    body: { decision: 'release', note: 'Matrix decision' },
  },
};
