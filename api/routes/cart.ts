import { Hono, type Context, type ErrorHandler } from 'hono';
import { addToCart } from '../../activities/cart/add-to-cart.ts';
import { CART_MESSAGES, CartRejection } from '../../activities/cart/cart-rules.ts';
import { deleteSavedItem, removeCartItem } from '../../activities/cart/remove-item.ts';
import { restoreSavedItem, saveForLater } from '../../activities/cart/save-for-later.ts';
import { updateCartQuantity } from '../../activities/cart/update-quantity.ts';
import { findCartLine, listCarts } from '../../db/queries/cart/cart.ts';
import { loadCartsWithStatus } from '../../db/queries/cart/cart-status.ts';
import { isoDate } from '../../domain/dates.ts';
import { notFound } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';
import { handleError } from '../middleware/errors.ts';
import { requireAccountKind } from '../middleware/require-account-kind.ts';
import { problem } from '../problem.ts';
import { parseWith, readJson } from '../validation.ts';
import { AddItemBody, ItemParam, QuantityBody, SavedItemParam } from './cart-schemas.ts';
import { serializeCart, serializeLine, serializeMiniCart, serializeSaved } from './cart-serializers.ts';

const today = (c: Context<AppEnv>) => isoDate(c.get('deps').now());

/** A cart line as the client sees it after a write, priced now. */
async function answerLine(c: Context<AppEnv>, cartItemId: string, message: string, status: 200 | 201 = 200) {
  const line = await findCartLine(c.get('deps').db, c.get('caller'), cartItemId, today(c));
  if (!line) throw notFound('Cart item');
  return c.json({ message, item: serializeLine(line) }, status);
}

/**
 * A refused quantity answers the usual problem JSON plus what the cart page acts on: `reason`
 * (cart.min_qty_needed…, confirm_remove), `previous_quantity` to revert to, `available` stock.
 */
const handleCartError: ErrorHandler<AppEnv> = async (error, c) => {
  if (!(error instanceof CartRejection)) return handleError(error, c);
  const base = problem(c, { status: 422, code: error.code, detail: error.detail, fields: error.fields });
  const body = (await base.json()) as Record<string, unknown>;
  return c.json({ ...body, ...error.extras }, 422, { 'Content-Type': 'application/problem+json' });
};

/**
 * The pharmacy's carts, one per supplier (pharmacy-side §3 Line item, §4/§5 Quantity, §7 saved
 * items and the mini cart). Pharmacies only; every line id is the caller account's (foreign → 404).
 */
export const cartRoutes = new Hono<AppEnv>()
  .use('/cart', requireAccountKind('pharmacy'))
  .use('/cart/*', requireAccountKind('pharmacy'))
  .use('/orders/render_mini_cart', requireAccountKind('pharmacy'))
  .get('/cart', async (c) => {
    const { carts, saved } = await loadCartsWithStatus(c.get('deps').db, c.get('caller'), today(c));
    return c.json({
      carts: carts.map(serializeCart),
      saved: saved.map(serializeSaved),
      count: carts.reduce((n, cart) => n + cart.lines.length, 0),
      total_cents: carts.reduce((sum, cart) => sum + cart.subtotalCents, 0),
    });
  })
  .post('/cart/items', async (c) => {
    const body = await readJson(c, AddItemBody);
    const { db, now } = c.get('deps');
    const added = await addToCart(db, {
      caller: c.get('caller'),
      listingId: body.listing_id,
      quantity: body.quantity,
      now: now(),
    });
    return answerLine(c, added.cartItemId, CART_MESSAGES.added(added.name, added.supplierName), 201);
  })
  .patch('/cart/items/:id', async (c) => {
    const { id } = parseWith(ItemParam, c.req.param());
    const { quantity } = await readJson(c, QuantityBody);
    const { db, now } = c.get('deps');
    await updateCartQuantity(db, { caller: c.get('caller'), cartItemId: id, quantity, now: now() });
    return answerLine(c, id, CART_MESSAGES.updated);
  })
  .delete('/cart/items/:id', async (c) => {
    const { id } = parseWith(ItemParam, c.req.param());
    await removeCartItem(c.get('deps').db, { pharmacyAccountId: c.get('caller').account.id, cartItemId: id });
    return c.json({ message: CART_MESSAGES.removed, id });
  })
  .post('/cart/items/:id/save', async (c) => {
    const { id } = parseWith(ItemParam, c.req.param());
    const { db, now } = c.get('deps');
    const moved = await saveForLater(db, {
      pharmacyAccountId: c.get('caller').account.id,
      cartItemId: id,
      now: now(),
    });
    return answerLine(c, moved.cartItemId, CART_MESSAGES.saved);
  })
  .post('/cart/items/:id/restore', async (c) => {
    const { id } = parseWith(ItemParam, c.req.param());
    const { db, now } = c.get('deps');
    const moved = await restoreSavedItem(db, { caller: c.get('caller'), cartItemId: id, now: now() });
    return answerLine(c, moved.cartItemId, CART_MESSAGES.restored);
  })
  .delete('/cart/:supplier/saved/:item', async (c) => {
    const { supplier, item } = parseWith(SavedItemParam, c.req.param());
    await deleteSavedItem(c.get('deps').db, {
      pharmacyAccountId: c.get('caller').account.id,
      supplierAccountId: supplier,
      cartItemId: item,
    });
    return c.json({ message: CART_MESSAGES.savedDeleted, id: item });
  })
  .get('/orders/render_mini_cart', async (c) => {
    const { carts } = await listCarts(c.get('deps').db, c.get('caller'), today(c));
    return c.json(serializeMiniCart(carts));
  })
  .onError(handleCartError);
