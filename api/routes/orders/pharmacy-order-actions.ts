/**
 * The pharmacy's writes on its own orders (pharmacy-side §7): the favourite star, bulk
 * favourite, the memo and the lot confirmation. Ids in bodies are checked against the caller's
 * account in the write itself.
 */
import { z } from 'zod';
import { setOrdersFav, toggleOrderFav } from '../../../services/orders/pharmacy-fav.ts';
import { updateLotNumber } from '../../../services/orders/pharmacy-lots.ts';
import { saveOrderMemo } from '../../../services/orders/pharmacy-memo.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { IdsBody, LotBody, MemoBody, ProductIdParam, ToggleFavBody } from './pharmacy-schemas.ts';

export const ORDER_MESSAGES = {
  favOn: 'Order added to favorites.',
  favOff: 'Order removed from favorites.',
  favBulk: (n: number) => `${n} order${n === 1 ? '' : 's'} added to favorites.`,
  unfavBulk: (n: number) => `${n} order${n === 1 ? '' : 's'} removed from favorites.`,
  memo: 'Memo saved.',
  lot: 'Lot number and expiration date confirmed.',
} as const;

const area = 'orders';
const access = ['pharmacy'] as const;
const Updated = z.strictObject({ updated: z.number().int(), message: z.string() });

const toggleFavRoute = defineRoute({
  method: 'patch',
  path: '/orders/toggle_fav',
  area,
  access,
  summary: 'Star or unstar an order',
  request: { body: ToggleFavBody },
  responses: {
    200: jsonContent(
      z.strictObject({ order: z.strictObject({ id: z.uuid(), fav: z.boolean() }), message: z.string() }),
      'The order’s star now',
    ),
  },
  problems: [404],
});

const favBulkRoute = (fav: boolean) =>
  defineRoute({
    method: 'patch',
    path: fav ? '/orders/fav_bulk' : '/orders/unfav_bulk',
    area,
    access,
    summary: fav ? 'Star the selected orders' : 'Unstar the selected orders',
    request: { body: IdsBody },
    responses: { 200: jsonContent(Updated, 'How many changed') },
    problems: [404],
  });

const memoRoute = defineRoute({
  method: 'patch',
  path: '/orders/save_memo',
  area,
  access,
  summary: 'Save an order’s memo',
  request: { body: MemoBody },
  responses: {
    200: jsonContent(
      z.strictObject({
        order: z.strictObject({ id: z.uuid(), memo: z.string().nullable() }),
        message: z.string(),
      }),
      'Saved',
    ),
  },
  problems: [404],
});

const lotRoute = defineRoute({
  method: 'patch',
  path: '/inventory/{productId}/update_lot_number',
  area,
  access,
  summary: 'Confirm the lot number and expiration date of a received line',
  request: { params: ProductIdParam, body: LotBody },
  responses: {
    200: jsonContent(
      z.strictObject({
        line_item: z.strictObject({
          id: z.uuid(),
          lot: z.string().nullable(),
          exp_date: z.iso.date().nullable(),
          confirmed: z.literal(true),
        }),
        message: z.string(),
      }),
      'Confirmed',
    ),
  },
  problems: [404],
});

export const pharmacyOrderActionRoutes = createRouter();

addRoute(pharmacyOrderActionRoutes, toggleFavRoute, async (c) => {
  const { db, now } = c.get('deps');
  const order = await toggleOrderFav(db, {
    accountId: c.get('caller').account.id,
    orderId: c.req.valid('json').id,
    now: now(),
  });
  return c.json({ order, message: order.fav ? ORDER_MESSAGES.favOn : ORDER_MESSAGES.favOff }, 200);
});

for (const fav of [true, false]) {
  addRoute(pharmacyOrderActionRoutes, favBulkRoute(fav), async (c) => {
    const { db, now } = c.get('deps');
    const { updated } = await setOrdersFav(db, {
      accountId: c.get('caller').account.id,
      ids: c.req.valid('json').ids,
      fav,
      now: now(),
    });
    return c.json(
      { updated, message: (fav ? ORDER_MESSAGES.favBulk : ORDER_MESSAGES.unfavBulk)(updated) },
      200,
    );
  });
}

addRoute(pharmacyOrderActionRoutes, memoRoute, async (c) => {
  const { id, memo } = c.req.valid('json');
  const { db, now } = c.get('deps');
  const order = await saveOrderMemo(db, {
    accountId: c.get('caller').account.id,
    orderId: id,
    memo,
    now: now(),
  });
  return c.json({ order, message: ORDER_MESSAGES.memo }, 200);
});

addRoute(pharmacyOrderActionRoutes, lotRoute, async (c) => {
  const body = c.req.valid('json');
  const { db, now } = c.get('deps');
  const line = await updateLotNumber(db, {
    accountId: c.get('caller').account.id,
    productId: c.req.valid('param').productId,
    lineItemId: body.line_item_id,
    lot: body.lot,
    expDate: body.exp_date,
    now: now(),
  });
  const lineItem = { id: line.id, lot: line.lot, exp_date: line.expDate, confirmed: true as const };
  return c.json({ line_item: lineItem, message: ORDER_MESSAGES.lot }, 200);
});
