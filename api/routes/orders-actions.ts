import { Hono } from 'hono';
import { setOrdersFav, toggleOrderFav } from '../../activities/orders/pharmacy-fav.ts';
import { updateLotNumber } from '../../activities/orders/pharmacy-lots.ts';
import { saveOrderMemo } from '../../activities/orders/pharmacy-memo.ts';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { parseWith, readJson } from '../validation.ts';
import { IdsBody, LotBody, MemoBody, ProductIdParam, ToggleFavBody } from './orders-schemas.ts';

const pharmacyOnly = requireAccountKind('pharmacy');

export const ORDER_MESSAGES = {
  favOn: 'Order added to favorites.',
  favOff: 'Order removed from favorites.',
  favBulk: (n: number) => `${n} order${n === 1 ? '' : 's'} added to favorites.`,
  unfavBulk: (n: number) => `${n} order${n === 1 ? '' : 's'} removed from favorites.`,
  memo: 'Memo saved.',
  lot: 'Lot number and expiration date confirmed.',
} as const;

/**
 * The pharmacy's writes on its own orders (pharmacy-side §7): the favourite star, bulk
 * favourite, the memo and the lot confirmation. Ids in bodies are checked against the caller's
 * account in the write itself.
 */
export const orderActionRoutes = new Hono<AppEnv>()
  .patch('/orders/toggle_fav', pharmacyOnly, async (c) => {
    const { id } = await readJson(c, ToggleFavBody);
    const { db, now } = c.get('deps');
    const order = await toggleOrderFav(db, {
      accountId: c.get('caller').account.id,
      orderId: id,
      now: now(),
    });
    return c.json({ order, message: order.fav ? ORDER_MESSAGES.favOn : ORDER_MESSAGES.favOff });
  })
  .patch('/orders/fav_bulk', pharmacyOnly, async (c) => {
    const { ids } = await readJson(c, IdsBody);
    const { db, now } = c.get('deps');
    const { updated } = await setOrdersFav(db, {
      accountId: c.get('caller').account.id,
      ids,
      fav: true,
      now: now(),
    });
    return c.json({ updated, message: ORDER_MESSAGES.favBulk(updated) });
  })
  .patch('/orders/unfav_bulk', pharmacyOnly, async (c) => {
    const { ids } = await readJson(c, IdsBody);
    const { db, now } = c.get('deps');
    const { updated } = await setOrdersFav(db, {
      accountId: c.get('caller').account.id,
      ids,
      fav: false,
      now: now(),
    });
    return c.json({ updated, message: ORDER_MESSAGES.unfavBulk(updated) });
  })
  .patch('/orders/save_memo', pharmacyOnly, async (c) => {
    const { id, memo } = await readJson(c, MemoBody);
    const { db, now } = c.get('deps');
    const order = await saveOrderMemo(db, {
      accountId: c.get('caller').account.id,
      orderId: id,
      memo,
      now: now(),
    });
    return c.json({ order, message: ORDER_MESSAGES.memo });
  })
  .patch('/inventory/:productId/update_lot_number', pharmacyOnly, async (c) => {
    const { productId } = parseWith(ProductIdParam, c.req.param());
    const body = await readJson(c, LotBody);
    const { db, now } = c.get('deps');
    const line = await updateLotNumber(db, {
      accountId: c.get('caller').account.id,
      productId,
      lineItemId: body.line_item_id,
      lot: body.lot,
      expDate: body.exp_date,
      now: now(),
    });
    return c.json({
      line_item: { id: line.id, lot: line.lot, exp_date: line.expDate, confirmed: true },
      message: ORDER_MESSAGES.lot,
    });
  });
