/** The authorization matrix's rules for the buying routes (issue 4). */
import { SUPPLIER2_ID, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import {
  bankAccountOf,
  cardOf,
  cartItemOf,
  fillBluegrassCart,
  invoiceOf,
  listingOf,
  locationOf,
  notificationOf,
  orderLineOf,
  orderOf,
  savedItemOf,
  userIdOf,
  vacationOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, idOf, idempotent, type RouteRule } from './authorization-matrix-context.ts';

const SHIPPING_BODY = {
  time_zone: 'America/New_York',
  free_shipping_minimum: '500.00',
  overnight_preselected: false,
  same_cutoff_for_all_days: true,
  supplier_shipping_setting_all_days_cutoff: '17:00',
  shipping_methods: [{ service_type: 'ground', name: 'Ground', transit_business_days: 3, fee: '15.00' }],
  holidays: [{ name: 'Christmas Day', month_day: 'December 25' }],
};
const VACATION_BODY = { name: 'Matrix', start_date: '2026-06-01', end_date: '2026-06-02' };
/** Checkout with the second supplier, whose cart only this rule fills (for the caller's own call). */
const checkoutBody = (role: Role, scope: Scope) => {
  const location = locationOf(whose(role, scope));
  return {
    ship_location_id: location,
    bill_location_id: location,
    payment_method: 'pay_offline',
    shipping_method: 'ground',
    certification: true,
  };
};

/** Supplier settings, notifications, carts, checkout, payment methods, orders and balances (issue 4). */
export const BUYING_RULES: Record<string, RouteRule> = {
  // Supplier settings and the notification pane.
  'GET /api/v1/suppliers/settings/minimums': { access: ['supplier'] },
  'PUT /api/v1/suppliers/settings/minimums': {
    access: ['supplier'],
    role: 'admin',
    body: {
      minimum_order_total: '100.00',
      brands_minimum_order_total: '0',
      brands_minimum_mandatory: false,
      generics_minimum_order_total: '0',
      generics_minimum_mandatory: false,
    },
  },
  'GET /api/v1/supplier/settings/prefs': { access: ['supplier'] },
  'PATCH /api/v1/supplier/settings/prefs': {
    access: ['supplier'],
    role: 'admin',
    body: {
      pay_by_statement: false,
      invoices_due_on_last_day: true,
      invoices_due_day: null,
      send_license_updates_notifs_to_buyers: false,
    },
  },
  'GET /api/v1/suppliers/settings/shipping': { access: ['supplier'] },
  'PUT /api/v1/suppliers/settings/shipping': { access: ['supplier'], role: 'admin', body: SHIPPING_BODY },
  'GET /api/v1/suppliers/settings/vacation_times': { access: ['supplier'] },
  'POST /api/v1/suppliers/settings/vacation_times': {
    access: ['supplier'],
    role: 'admin',
    body: VACATION_BODY,
  },
  'PUT /api/v1/suppliers/settings/vacation_times/:id': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(vacationOf),
    body: VACATION_BODY,
  },
  'DELETE /api/v1/suppliers/settings/vacation_times/:id': {
    access: ['supplier'],
    role: 'admin',
    scoped: true,
    params: idOf(vacationOf),
  },
  'GET /api/v1/suppliers/cc_payment_taxes': { access: ['supplier'] },
  'PUT /api/v1/suppliers/cc_payment_processing_taxes/taxes_all_states': {
    access: ['supplier'],
    role: 'admin',
    body: {
      cc_payment_processing_tax: true,
      accept_cards: 'all_states',
      tax_mode: 'global',
      global_tax: '3.00',
      ach_payment_discount: '0',
    },
  },
  'PATCH /api/v1/suppliers/settings/payments/cc_payment_states': {
    access: ['supplier'],
    role: 'admin',
    body: { accept_cards: 'all_states', accepted_states: [] },
  },
  'GET /api/v1/notifications': { access: 'authenticated' },
  'PATCH /api/v1/notifications/read_all': { access: 'authenticated' },
  'PATCH /api/v1/notifications/:id/read': {
    access: 'authenticated',
    scoped: true,
    params: idOf(notificationOf),
  },
  // The cart: every line id is the pharmacy account's.
  'GET /api/v1/cart': { access: ['pharmacy'] },
  'POST /api/v1/cart/items': {
    access: ['pharmacy'],
    sample: async () => ({ body: { listing_id: await listingOf(t, 'supplier'), quantity: 1 } }),
  },
  'PATCH /api/v1/cart/items/:id': {
    access: ['pharmacy'],
    scoped: true,
    params: idOf(cartItemOf),
    body: { quantity: 2 },
  },
  'DELETE /api/v1/cart/items/:id': { access: ['pharmacy'], scoped: true, params: idOf(cartItemOf) },
  'POST /api/v1/cart/items/:id/save': { access: ['pharmacy'], scoped: true, params: idOf(cartItemOf) },
  'POST /api/v1/cart/items/:id/restore': { access: ['pharmacy'], scoped: true, params: idOf(savedItemOf) },
  'DELETE /api/v1/cart/:supplier/saved/:item': {
    access: ['pharmacy'],
    scoped: true,
    params: async (role, scope) => ({
      supplier: SUPPLIER_ID,
      item: await savedItemOf(t, whose(role, scope)),
    }),
  },
  'GET /api/v1/orders/render_mini_cart': { access: ['pharmacy'] },
  // Checkout and payment methods: locations, the user id, cards and bank accounts are the caller's.
  'GET /api/v1/shipping/time_in_transit': {
    access: ['pharmacy'],
    sample: () => ({ query: { supplier_id: SUPPLIER_ID, to_code: '78701' } }),
  },
  'GET /api/v1/checkout/shipping_fees': {
    access: ['pharmacy'],
    sample: () => ({ query: { supplier_id: SUPPLIER_ID, shipping_method: 'ground', subtotal: '10000' } }),
  },
  'GET /api/v1/checkout/shipping_cutoff': {
    access: ['pharmacy'],
    scoped: true,
    // The caller's own user id (a member's is not its admin's), or a user of another account.
    sample: (role, scope) => ({
      query: { supplier_id: SUPPLIER_ID, user_id: userIdOf(scope === 'own' ? role : whose(role, scope)) },
    }),
  },
  'GET /api/v1/checkout/vacation_times': {
    access: ['pharmacy'],
    sample: () => ({ query: { supplier_id: SUPPLIER2_ID } }),
  },
  'GET /api/v1/checkout/:supplier_id': {
    access: ['pharmacy'],
    scoped: true,
    sample: (role, scope) => ({
      params: { supplier_id: SUPPLIER_ID },
      query: { ship_location_id: locationOf(whose(role, scope)) },
    }),
  },
  'POST /api/v1/checkout/:supplier_id': {
    access: ['pharmacy'],
    scoped: true,
    headers: idempotent,
    sample: async (role, scope) => {
      if (scope === 'own') await fillBluegrassCart(t, role);
      return { params: { supplier_id: SUPPLIER2_ID }, body: checkoutBody(role, scope) };
    },
  },
  'PUT /api/v1/users/prefs': {
    access: ['pharmacy'],
    body: {
      supplier_id: SUPPLIER_ID,
      supplier_prefs: { payment_method: 'pay_offline', shipping_method: 'ground' },
    },
  },
  'GET /api/v1/payment_methods': { access: ['pharmacy'] },
  'POST /api/v1/payment_methods/cards': {
    access: ['pharmacy'],
    role: 'admin',
    body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', holder_name: 'Matrix' },
  },
  'DELETE /api/v1/payment_methods/cards/:id': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: idOf(cardOf),
  },
  'POST /api/v1/payment_methods/bank_accounts/:id/verify': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: idOf(bankAccountOf),
    body: { amounts: [32, 45] },
  },
  // The pharmacy's orders and balance: ids in paths and bodies are the pharmacy account's.
  'GET /api/v1/pharmacy/orders': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/orders/export.csv': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/orders/export': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/orders/:id': { access: ['pharmacy'], scoped: true, params: idOf(orderOf) },
  'GET /api/v1/pharmacy/orders/:id/update_delivery_details': {
    access: ['pharmacy'],
    scoped: true,
    params: idOf(orderOf),
  },
  'PATCH /api/v1/orders/toggle_fav': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({ body: { id: await orderOf(t, whose(role, scope)) } }),
  },
  'PATCH /api/v1/orders/fav_bulk': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({ body: { ids: [await orderOf(t, whose(role, scope))] } }),
  },
  'PATCH /api/v1/orders/unfav_bulk': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({ body: { ids: [await orderOf(t, whose(role, scope))] } }),
  },
  'PATCH /api/v1/orders/save_memo': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => ({ body: { id: await orderOf(t, whose(role, scope)), memo: 'Matrix' } }),
  },
  'PATCH /api/v1/inventory/:productId/update_lot_number': {
    access: ['pharmacy'],
    scoped: true,
    sample: async (role, scope) => {
      const line = await orderLineOf(t, whose(role, scope));
      return {
        params: { productId: line.productId },
        body: { line_item_id: line.id, lot: 'MATRIX1', exp_date: '2027-01-31' },
      };
    },
  },
  'GET /api/v1/users/me/stats': { access: ['pharmacy'] },
  'GET /api/v1/pharmacy/balance_owned': { access: ['pharmacy'] },
  'GET /api/v1/invoices/:id': { access: ['pharmacy'], scoped: true, params: idOf(invoiceOf) },
  'GET /api/v1/invoices/:id/pdf': { access: ['pharmacy'], scoped: true, params: idOf(invoiceOf) },
  'POST /api/v1/invoices/:id/pay': {
    access: ['pharmacy'],
    scoped: true,
    headers: idempotent,
    sample: async (role, scope) => ({
      params: { id: await invoiceOf(t, whose(role, scope)) },
      body: { payment_method: 'bank_transfer', bank_account_id: await bankAccountOf(t, role) },
    }),
  },
};
