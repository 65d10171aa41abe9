/** The cart's routes as the contract declares them (pharmacy-side §4/§5 Quantity, §7 saved items, mini cart). */
import { defineRoute, jsonContent, problemContent } from '../../contract/route.ts';
import { AddItemBody, ItemParam, QuantityBody, SavedItemParam } from './schemas.ts';
import {
  CartProblemSchema,
  CartsSchema,
  LineAnswerSchema,
  MiniCartSchema,
  RemovedAnswerSchema,
} from './serializers.ts';

const area = 'cart';
const access = ['pharmacy'] as const;
const refused = problemContent(CartProblemSchema, 'The cart refused the quantity (`reason` says why).');

export const listCarts = defineRoute({
  method: 'get',
  path: '/cart',
  area,
  access,
  summary: 'The pharmacy’s carts, one per supplier, with saved items',
  responses: { 200: jsonContent(CartsSchema, 'Every cart, priced now') },
});

export const addItem = defineRoute({
  method: 'post',
  path: '/cart/items',
  area,
  access,
  summary: 'Add a listing to the cart',
  description: 'The supplier and every price come from the listing; a price in the body is refused.',
  request: { body: AddItemBody },
  responses: { 201: jsonContent(LineAnswerSchema, 'The line as it stands now'), 422: refused },
  problems: [404],
});

export const setQuantity = defineRoute({
  method: 'patch',
  path: '/cart/items/{id}',
  area,
  access,
  summary: 'Change a line’s quantity',
  request: { params: ItemParam, body: QuantityBody },
  responses: { 200: jsonContent(LineAnswerSchema, 'The line as it stands now'), 422: refused },
  problems: [404],
});

export const removeItem = defineRoute({
  method: 'delete',
  path: '/cart/items/{id}',
  area,
  access,
  summary: 'Remove a line from the cart',
  request: { params: ItemParam },
  responses: { 200: jsonContent(RemovedAnswerSchema, 'The line is gone') },
  problems: [404],
});

export const saveForLater = defineRoute({
  method: 'post',
  path: '/cart/items/{id}/save',
  area,
  access,
  summary: 'Move a line to saved for later',
  request: { params: ItemParam },
  responses: { 200: jsonContent(LineAnswerSchema, 'The saved line'), 422: refused },
  problems: [404],
});

export const restoreItem = defineRoute({
  method: 'post',
  path: '/cart/items/{id}/restore',
  area,
  access,
  summary: 'Move a saved item back into the cart',
  request: { params: ItemParam },
  responses: { 200: jsonContent(LineAnswerSchema, 'The line back in the cart'), 422: refused },
  problems: [404],
});

export const deleteSavedItem = defineRoute({
  method: 'delete',
  path: '/cart/{supplier}/saved/{item}',
  area,
  access,
  summary: 'Delete a saved item',
  request: { params: SavedItemParam },
  responses: { 200: jsonContent(RemovedAnswerSchema, 'The saved item is gone') },
  problems: [404],
});

export const renderMiniCart = defineRoute({
  method: 'get',
  path: '/orders/render_mini_cart',
  area,
  access,
  summary: 'The header’s mini cart',
  responses: { 200: jsonContent(MiniCartSchema, 'Counts, totals and the first lines') },
});
