/**
 * The pharmacy's carts, one per supplier (pharmacy-side §3 Line item, §4/§5 Quantity, §7 saved
 * items and the mini cart). Pharmacies only; every line id is the caller account's (foreign → 404).
 */
import type { Context, ErrorHandler } from 'hono';
import { addToCart } from '../../../services/cart/add-to-cart.ts';
import { CART_MESSAGES, CartRejection } from '../../../services/cart/cart-rules.ts';
import { deleteSavedItem, removeCartItem } from '../../../services/cart/remove-item.ts';
import { restoreSavedItem, saveForLater } from '../../../services/cart/save-for-later.ts';
import { updateCartQuantity } from '../../../services/cart/update-quantity.ts';
import { findCartLine, listCarts } from '../../../db/queries/cart/cart.ts';
import { loadCartsWithStatus } from '../../../db/queries/cart/cart-status.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { handleError } from '../../middleware/errors.ts';
import { problem } from '../../problem.ts';
import * as routes from './routes.ts';
import { serializeCart, serializeLine, serializeMiniCart, serializeSaved } from './serializers.ts';

const today = (c: Context<AppEnv>) => isoDate(c.get('deps').now());

/** A cart line as the client sees it after a write, priced now. */
async function lineAnswer(c: Context<AppEnv>, cartItemId: string, message: string) {
  const line = await findCartLine(c.get('deps').db, c.get('caller'), cartItemId, today(c));
  if (!line) throw notFound('Cart item');
  return { message, item: serializeLine(line) };
}

/** A refused quantity answers the problem plus `reason`, `previous_quantity` and `available`. */
const handleCartError: ErrorHandler<AppEnv> = async (error, c) => {
  if (!(error instanceof CartRejection)) return handleError(error, c);
  const base = problem(c, { status: 422, code: error.code, detail: error.detail, fields: error.fields });
  const body = (await base.json()) as Record<string, unknown>;
  return c.json({ ...body, ...error.extras }, 422, { 'Content-Type': 'application/problem+json' });
};

export const cartRoutes = createRouter();

addRoute(cartRoutes, routes.listCarts, async (c) => {
  const { carts, saved } = await loadCartsWithStatus(c.get('deps').db, c.get('caller'), today(c));
  const body = {
    carts: carts.map(serializeCart),
    saved: saved.map(serializeSaved),
    count: carts.reduce((n, cart) => n + cart.lines.length, 0),
    total_cents: carts.reduce((sum, cart) => sum + cart.subtotalCents, 0),
  };
  return c.json(body, 200);
});

addRoute(cartRoutes, routes.addItem, async (c) => {
  const body = c.req.valid('json');
  const { db, now } = c.get('deps');
  const added = await addToCart(db, {
    caller: c.get('caller'),
    listingId: body.listing_id,
    quantity: body.quantity,
    now: now(),
  });
  const message = CART_MESSAGES.added(added.name, added.supplierName);
  return c.json(await lineAnswer(c, added.cartItemId, message), 201);
});

addRoute(cartRoutes, routes.setQuantity, async (c) => {
  const { id } = c.req.valid('param');
  const { quantity } = c.req.valid('json');
  const { db, now } = c.get('deps');
  await updateCartQuantity(db, { caller: c.get('caller'), cartItemId: id, quantity, now: now() });
  return c.json(await lineAnswer(c, id, CART_MESSAGES.updated), 200);
});

addRoute(cartRoutes, routes.removeItem, async (c) => {
  const { id } = c.req.valid('param');
  await removeCartItem(c.get('deps').db, { pharmacyAccountId: c.get('caller').account.id, cartItemId: id });
  return c.json({ message: CART_MESSAGES.removed, id }, 200);
});

addRoute(cartRoutes, routes.saveForLater, async (c) => {
  const { id } = c.req.valid('param');
  const { db, now } = c.get('deps');
  const moved = await saveForLater(db, {
    pharmacyAccountId: c.get('caller').account.id,
    cartItemId: id,
    now: now(),
  });
  return c.json(await lineAnswer(c, moved.cartItemId, CART_MESSAGES.saved), 200);
});

addRoute(cartRoutes, routes.restoreItem, async (c) => {
  const { id } = c.req.valid('param');
  const { db, now } = c.get('deps');
  const moved = await restoreSavedItem(db, { caller: c.get('caller'), cartItemId: id, now: now() });
  return c.json(await lineAnswer(c, moved.cartItemId, CART_MESSAGES.restored), 200);
});

addRoute(cartRoutes, routes.deleteSavedItem, async (c) => {
  const { supplier, item } = c.req.valid('param');
  await deleteSavedItem(c.get('deps').db, {
    pharmacyAccountId: c.get('caller').account.id,
    supplierAccountId: supplier,
    cartItemId: item,
  });
  return c.json({ message: CART_MESSAGES.savedDeleted, id: item }, 200);
});

addRoute(cartRoutes, routes.renderMiniCart, async (c) => {
  const { carts } = await listCarts(c.get('deps').db, c.get('caller'), today(c));
  return c.json(serializeMiniCart(carts), 200);
});

cartRoutes.onError(handleCartError);
