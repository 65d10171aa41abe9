/**
 * The authorization matrix's rules for the supplier's inventory, deals and promotions (issue 2) and
 * the prices around a listing. Routes that take several listing ids name a fresh listing of the
 * caller's, or of the other supplier's (a foreign one refuses the whole list with 404).
 */
import type { AccountKind } from '../../../domain/identity/caller.ts';
import { fixtureNdc } from '../../harness/catalog-fixtures.ts';
import { listingOf, whose, type Role, type Scope } from './authorization-matrix-fixtures.ts';
import { t, idOf, type RouteRule } from './authorization-matrix-context.ts';

const access: AccountKind[] = ['supplier'];
const PROMOTION_BODY = {
  promo_pack_price: '1.00',
  triggering_quantity: 1,
  start_date: '2026-01-01',
  end_date: '2026-01-31',
};
/** A promotion of $40.00 a pack (the regular price is $50.00) through the year. */
const PROMOTION = {
  promoPackPriceCents: 4_000,
  promoTriggerQty: 1,
  promoStartDate: '2026-01-01',
  promoEndDate: '2026-12-31',
};

/** A fresh listing of the caller's (or the other supplier's), with a promotion when asked. */
const listingIds = async (role: Role, scope: Scope, promoted = false) => [
  await listingOf(t, whose(role, scope), promoted ? PROMOTION : {}),
];
/** A call naming listings in its body (`field`), optionally with path parameters. */
const withListings = (field: string, params?: Record<string, string>, promoted = false): RouteRule => ({
  access,
  scoped: true,
  sample: async (role, scope) => ({
    ...(params ? { params } : {}),
    body: { [field]: await listingIds(role, scope, promoted) },
  }),
});
/** A confirmation naming promoted listings in its query. */
const confirmPromotions: RouteRule = {
  access,
  scoped: true,
  sample: async (role, scope) => ({
    query: { product_ids: (await listingIds(role, scope, true)).join(',') },
  }),
};

export const INVENTORY_RULES: Record<string, RouteRule> = {
  'GET /api/v1/products/lowest_price': {
    access: 'authenticated',
    sample: () => ({ query: { ndc: fixtureNdc() } }),
  },
  'GET /api/v1/pharmacy/volume_discounts/:id/update_qty_message': {
    access: ['pharmacy'],
    sample: async () => ({ params: { id: await listingOf(t, 'supplier') }, query: { quantity: '2' } }),
  },
  'GET /api/v1/inventory': { access },
  'POST /api/v1/inventory/bulk/:action': withListings('ids', { action: 'mark_deal' }),
  'POST /api/v1/inventory/:id': { access, scoped: true, params: idOf(listingOf), body: { stock: '5' } },
  'DELETE /api/v1/inventory': { ...withListings('ids'), role: 'admin' },
  'GET /api/v1/inventory/:id/volume_discounts': { access, scoped: true, params: idOf(listingOf) },
  'PUT /api/v1/inventory/:id/volume_discounts': {
    access,
    scoped: true,
    params: idOf(listingOf),
    body: { tiers: [] },
  },
  'DELETE /api/v1/suppliers/inventory': { access, role: 'admin', body: { empty_inventory: true } },
  'GET /api/v1/suppliers/inventory/validate_sku': {
    access,
    sample: () => ({ query: { sku: 'MATRIX-SKU' } }),
  },
  'GET /api/v1/suppliers/deal_modal/:id': { access, scoped: true, params: idOf(listingOf) },
  'POST /api/v1/suppliers/deal_modal/:id': { access, scoped: true, params: idOf(listingOf), body: {} },
  'GET /api/v1/suppliers/undeal_modal/:id': { access, scoped: true, params: idOf(listingOf) },
  'POST /api/v1/suppliers/undeal_modal/:id': { access, scoped: true, params: idOf(listingOf), body: {} },
  'GET /api/v1/suppliers/configure_deals/:ids': { access, scoped: true, params: idOf(listingOf, 'ids') },
  'POST /api/v1/suppliers/bulk_deals': withListings('ids'),
  'DELETE /api/v1/suppliers/bulk_deals/destroy_all': { access },
  'GET /api/v1/suppliers/promotions': { access },
  'GET /api/v1/suppliers/promotions/show_activate_confirm_modal': confirmPromotions,
  'GET /api/v1/suppliers/promotions/show_deactivate_confirm_modal': confirmPromotions,
  'POST /api/v1/suppliers/promotions/activate': withListings('product_ids', undefined, true),
  'POST /api/v1/suppliers/promotions/deactivate': withListings('product_ids', undefined, true),
  'PUT /api/v1/suppliers/promotions/:id': {
    access,
    scoped: true,
    params: idOf(listingOf),
    body: PROMOTION_BODY,
  },
  'DELETE /api/v1/suppliers/promotions/:id': { access, scoped: true, params: idOf(listingOf) },
};
