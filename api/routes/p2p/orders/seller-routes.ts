/**
 * The seller's side of p2p orders (issue 13; pharmacy-side §2 rph2rph fulfil form, §4 lot
 * confirmation): its sales, the lot confirmation, the sandbox shipping label (which ships the
 * order), the label PDF, cancelling before shipment, and the payout ledger. Pharmacy accounts;
 * every read is keyed by the caller's account, so another seller's order is 404.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { listSellerPayouts } from '../../../../db/queries/p2p/p2p-payouts.ts';
import {
  findSellerSale,
  findShippingLabel,
  listSellerSales,
  loadP2pOrderDetail,
} from '../../../../db/queries/p2p/p2p-sales.ts';
import { notFound } from '../../../../domain/errors.ts';
import { p2pPhaseFromRow } from '../../../../domain/p2p/p2p-order-state.ts';
import { sendP2pUpdate } from '../../../../platform/temporal/p2p.ts';
import { confirmLotUpdate, createLabelUpdate, p2pCancelUpdate } from '../../../../workflows/p2p/messages.ts';
import { defineRoute, fileContent, jsonContent } from '../../../contract/route.ts';
import { addRoute, createRouter } from '../../../contract/router.ts';
import type { AppEnv } from '../../../context.ts';
import { updateIdOf } from '../../../middleware/update-id.ts';
import { sendStoredFile } from '../../../uploads/send-stored-file.ts';
import {
  CancelBody,
  IdParam,
  LabelBody,
  LotBody,
  P2pOrderDetailSchema,
  P2pSaleRowSchema,
  PageQuery,
  PayoutSchema,
} from './schemas.ts';
import { serializeP2pOrder } from './serializers.ts';

const area = 'p2p';
const access = ['pharmacy'] as const;

async function ownSale(c: Context<AppEnv>, id: string) {
  const sale = await findSellerSale(c.get('deps').db, c.get('caller').account.id, id);
  if (!sale) throw notFound('Order');
  return sale;
}

async function saleDetail(c: Context<AppEnv>, id: string) {
  const sale = await ownSale(c, id);
  return serializeP2pOrder(sale, await loadP2pOrderDetail(c.get('deps').db, sale));
}

const Answer = z.strictObject({ message: z.string(), sale: P2pOrderDetailSchema });

const listRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/p2p/sales',
  area,
  access,
  summary: 'The seller’s p2p sales, newest first, paged',
  request: { query: PageQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(P2pSaleRowSchema),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of sales',
    ),
  },
});

const detailRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/p2p/sales/{id}',
  area,
  access,
  summary: 'One p2p sale: lines and lots, label, shipment, payout, dispute',
  request: { params: IdParam },
  responses: { 200: jsonContent(P2pOrderDetailSchema, 'The sale') },
  problems: [404],
});

const lotsRoute = defineRoute({
  method: 'patch',
  path: '/pharmacy/p2p/sales/{id}/lots',
  area,
  access,
  summary: 'Confirm a line’s lot and expiry (line_item_id, lot, exp_date)',
  request: { params: IdParam, body: LotBody },
  responses: { 200: jsonContent(Answer, 'Confirmed') },
  problems: [404, 409, 422, 503],
});

const labelRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/p2p/sales/{id}/label',
  area,
  access,
  summary: 'Create the sandbox shipping label (every lot confirmed first); the order ships',
  request: { params: IdParam, body: LabelBody },
  responses: {
    200: jsonContent(Answer.extend({ tracking_number: z.string() }), 'Label created, order shipped'),
  },
  problems: [404, 409, 422, 503],
});

const labelPdfRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/p2p/sales/{id}/label.pdf',
  area,
  access,
  summary: 'The shipping label PDF (marked SANDBOX)',
  request: { params: IdParam },
  responses: { 200: fileContent('application/pdf', 'label-<number>.pdf') },
  problems: [404],
});

const cancelRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/p2p/sales/{id}/cancel',
  area,
  access,
  summary: 'Cancel a sale before it ships; the buyer is refunded in full',
  request: { params: IdParam, body: CancelBody },
  responses: { 200: jsonContent(Answer, 'Cancelled') },
  problems: [404, 409, 503],
});

const payoutsRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/p2p/payouts',
  area,
  access,
  summary: 'The seller’s payout ledger, newest first, with totals by status',
  request: { query: PageQuery },
  responses: {
    200: jsonContent(
      z.strictObject({
        data: z.array(PayoutSchema),
        totals: z.strictObject({
          held_cents: z.number().int(),
          released_cents: z.number().int(),
          refunded_cents: z.number().int(),
          fees_cents: z.number().int(),
        }),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      'One page of payouts',
    ),
  },
});

export const sellerP2pRoutes = createRouter();

addRoute(sellerP2pRoutes, listRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total } = await listSellerSales(c.get('deps').db, c.get('caller').account.id, {
    page: q.page,
    perPage: q.per_page,
  });
  const data = rows.map(({ order, buyerName, payoutStatus }) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    phase: p2pPhaseFromRow({ ...order, payoutStatus }),
    buyer_name: buyerName,
    placed_at: order.placedAt.toISOString(),
    total_cents: order.totalCents,
    payout_status: payoutStatus,
  }));
  return c.json({ data, page: q.page, per_page: q.per_page, total }, 200);
});

addRoute(sellerP2pRoutes, detailRoute, async (c) =>
  c.json(await saleDetail(c, c.req.valid('param').id), 200),
);

addRoute(sellerP2pRoutes, lotsRoute, async (c) => {
  const sale = await ownSale(c, c.req.valid('param').id);
  const body = c.req.valid('json');
  await sendP2pUpdate(c.get('deps').temporal, sale, confirmLotUpdate, body, updateIdOf(c, 'p2p-lot'));
  return c.json({ message: 'Lot confirmed.', sale: await saleDetail(c, sale.id) }, 200);
});

addRoute(sellerP2pRoutes, labelRoute, async (c) => {
  const sale = await ownSale(c, c.req.valid('param').id);
  const state = await sendP2pUpdate(
    c.get('deps').temporal,
    sale,
    createLabelUpdate,
    c.req.valid('json'),
    updateIdOf(c, 'p2p-label'),
  );
  const tracking = state.trackingNumber ?? '';
  return c.json(
    {
      message: `Label created; order #${sale.number} shipped, tracking number ${tracking}.`,
      tracking_number: tracking,
      sale: await saleDetail(c, sale.id),
    },
    200,
  );
});

addRoute(sellerP2pRoutes, labelPdfRoute, async (c) => {
  const sale = await ownSale(c, c.req.valid('param').id);
  const label = await findShippingLabel(c.get('deps').db, sale.id);
  if (!label) throw notFound('Label');
  return sendStoredFile(c, {
    fileKey: label.fileKey,
    fileName: `label-${sale.number}.pdf`,
    contentType: 'application/pdf',
  });
});

addRoute(sellerP2pRoutes, cancelRoute, async (c) => {
  const sale = await ownSale(c, c.req.valid('param').id);
  const payload = { by: 'seller' as const, ...c.req.valid('json') };
  await sendP2pUpdate(c.get('deps').temporal, sale, p2pCancelUpdate, payload, updateIdOf(c, 'p2p-cancel'));
  return c.json(
    {
      message: `Order #${sale.number} cancelled; the buyer is refunded.`,
      sale: await saleDetail(c, sale.id),
    },
    200,
  );
});

addRoute(sellerP2pRoutes, payoutsRoute, async (c) => {
  const q = c.req.valid('query');
  const { rows, total, totals } = await listSellerPayouts(c.get('deps').db, c.get('caller').account.id, {
    page: q.page,
    perPage: q.per_page,
  });
  const sum = (status: string) => totals.find((t) => t.status === status);
  const data = rows.map(({ payout: p, orderNumber }) => ({
    order_id: p.orderId,
    order_number: orderNumber,
    status: p.status,
    gross_cents: p.grossCents,
    fee_cents: p.feeCents,
    net_cents: p.netCents,
    hold_until: p.holdUntil?.toISOString() ?? null,
    released_at: p.releasedAt?.toISOString() ?? null,
    refunded_at: p.refundedAt?.toISOString() ?? null,
  }));
  return c.json(
    {
      data,
      totals: {
        held_cents: sum('held')?.net ?? 0,
        released_cents: sum('released')?.net ?? 0,
        refunded_cents: sum('refunded')?.gross ?? 0,
        fees_cents: sum('released')?.fee ?? 0,
      },
      page: q.page,
      per_page: q.per_page,
      total,
    },
    200,
  );
});
