/**
 * Who may call each route of the application, and how a call names the caller's own objects or
 * another account's (the authorization matrix's table; the checks are in authorization-matrix.test.ts).
 * A new route must be added here, or the matrix fails.
 */
import { insertProduct, SUPPLIER_ID } from '../harness/catalog-fixtures.ts';
import { importJobOf, listingOf, locationOf, tokenIdOf, whose } from './authorization-matrix-fixtures.ts';
import { t, idOf, workflowId, type RouteRule } from './authorization-matrix-context.ts';
import { BUYING_RULES } from './authorization-matrix-rules-buying.ts';
import { OFFER_RULES } from './authorization-matrix-rules-offers.ts';

const PROMOTION_BODY = {
  promo_pack_price: '1.00',
  triggering_quantity: 1,
  start_date: '2026-01-01',
  end_date: '2026-01-31',
};

/** Identity, the catalog, imports and support. */
const CORE_RULES: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/scalar.js': { access: 'public' },
  'POST /api/v1/session': { access: 'public', body: { email: 'nobody@example.com', password: 'x' } },
  'DELETE /api/v1/session': { access: 'authenticated' },
  'GET /api/v1/users/me': { access: 'authenticated' },
  'PUT /api/v1/users/me/password': {
    access: 'authenticated',
    body: { current_password: 'wrong', password: 'x', password_confirmation: 'x' },
  },
  'GET /api/v1/access_tokens': { access: 'authenticated' },
  'POST /api/v1/access_tokens': { access: 'authenticated', body: { name: 'matrix' } },
  'DELETE /api/v1/access_tokens/:id': { access: 'authenticated', scoped: true, params: idOf(tokenIdOf) },
  'GET /api/v1/locations': { access: ['pharmacy'] },
  'GET /api/v1/locations/:id/address': {
    access: ['pharmacy'],
    scoped: true,
    params: (role, scope) => ({ id: locationOf(whose(role, scope)) }),
  },
  'GET /api/v1/products/lowest_price': { access: 'authenticated' },
  'GET /api/v1/pharmacy/volume_discounts/:id/update_qty_message': {
    access: ['pharmacy'],
    params: async () => ({ id: await listingOf(t, 'supplier') }),
  },
  'GET /api/v1/inventory': { access: ['supplier'] },
  'POST /api/v1/inventory/bulk/:action': {
    access: ['supplier'],
    params: () => ({ action: 'mark_deal' }),
    body: { ids: [] },
  },
  'POST /api/v1/inventory/:id': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf),
    body: { stock: '5' },
  },
  'DELETE /api/v1/inventory': { access: ['supplier'], body: { ids: [] } },
  'GET /api/v1/inventory/:id/volume_discounts': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf),
  },
  'PUT /api/v1/inventory/:id/volume_discounts': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf),
    body: { tiers: [] },
  },
  'DELETE /api/v1/suppliers/inventory': { access: ['supplier'], body: { empty_inventory: true } },
  'GET /api/v1/suppliers/inventory/validate_sku': { access: ['supplier'] },
  'GET /api/v1/suppliers/deal_modal/:id': { access: ['supplier'], scoped: true, params: idOf(listingOf) },
  'POST /api/v1/suppliers/deal_modal/:id': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf),
    body: {},
  },
  'GET /api/v1/suppliers/undeal_modal/:id': { access: ['supplier'], scoped: true, params: idOf(listingOf) },
  'POST /api/v1/suppliers/undeal_modal/:id': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf),
    body: {},
  },
  'GET /api/v1/suppliers/configure_deals/:ids': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf, 'ids'),
  },
  'POST /api/v1/suppliers/bulk_deals': { access: ['supplier'], body: { ids: [] } },
  'DELETE /api/v1/suppliers/bulk_deals/destroy_all': { access: ['supplier'] },
  'GET /api/v1/suppliers/promotions': { access: ['supplier'] },
  'GET /api/v1/suppliers/promotions/show_activate_confirm_modal': { access: ['supplier'] },
  'GET /api/v1/suppliers/promotions/show_deactivate_confirm_modal': { access: ['supplier'] },
  'POST /api/v1/suppliers/promotions/activate': { access: ['supplier'], body: { product_ids: [] } },
  'POST /api/v1/suppliers/promotions/deactivate': { access: ['supplier'], body: { product_ids: [] } },
  'PUT /api/v1/suppliers/promotions/:id': {
    access: ['supplier'],
    scoped: true,
    params: idOf(listingOf),
    body: PROMOTION_BODY,
  },
  'DELETE /api/v1/suppliers/promotions/:id': { access: ['supplier'], scoped: true, params: idOf(listingOf) },
  'GET /api/v1/products/search': { access: ['pharmacy', 'supplier'] },
  'GET /api/v1/products': { access: ['pharmacy'] },
  'GET /api/v1/products/deals': { access: ['pharmacy'] },
  'GET /api/v1/products/recently_viewed': { access: ['pharmacy'] },
  'GET /api/v1/products/:id': {
    access: ['pharmacy'],
    params: async () => ({ id: (await insertProduct(t.db)).id }),
  },
  'PATCH /api/v1/products/:id/favorite': {
    access: ['pharmacy'],
    params: async () => ({ id: (await insertProduct(t.db)).id }),
  },
  'GET /api/v1/favorites': { access: ['pharmacy'] },
  'GET /api/v1/wholesalers/:id': { access: ['pharmacy'], params: () => ({ id: SUPPLIER_ID }) },
  'GET /api/v1/wholesalers/:id/products': {
    access: ['pharmacy'],
    params: () => ({ id: SUPPLIER_ID }),
  },
  'POST /api/v1/imports': { access: ['supplier'], body: {} },
  'POST /api/v1/suppliers/non_returnable_products_import': { access: ['supplier'], body: {} },
  'POST /api/v1/suppliers/special_discount_products_import': { access: ['supplier'], body: {} },
  'POST /api/v1/suppliers/specific_shipping_rules_import': { access: ['supplier'], body: {} },
  'GET /api/v1/imports': { access: ['supplier'] },
  'GET /api/v1/imports/:id': { access: ['supplier'], scoped: true, params: idOf(importJobOf) },
  'GET /api/v1/imports/:id/errors': { access: ['supplier'], scoped: true, params: idOf(importJobOf) },
  'GET /api/v1/imports/:id/errors.csv': { access: ['supplier'], scoped: true, params: idOf(importJobOf) },
  'GET /api/v1/support/workflows': { access: ['support'] },
  'GET /api/v1/support/workflows/:id': { access: ['support'], params: () => ({ id: workflowId }) },
  'POST /api/v1/support/workflows/:id/signal': {
    access: ['support'],
    params: () => ({ id: workflowId }),
    body: { name: 'noop', args: [] },
  },
  'POST /api/v1/support/workflows/:id/cancel': {
    access: ['support'],
    params: () => ({ id: workflowId }),
    body: {},
  },
};

/** Every route of the application and who may call it; the matrix fails on a route missing here. */
export const ROUTE_RULES: Record<string, RouteRule> = { ...CORE_RULES, ...BUYING_RULES, ...OFFER_RULES };
