/**
 * Who may call each route of the application, and how a call names the caller's own objects or
 * another account's (the authorization matrix's table; the checks are in authorization-matrix.test.ts).
 * A new route must be added here, or the matrix fails.
 */
import { eq } from 'drizzle-orm';
import { users, workerHeartbeats } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import type { ImportKind } from '../../../domain/catalog/import-rows.ts';
import { insertProduct, SUPPLIER_ID } from '../../harness/catalog-fixtures.ts';
import {
  importJobOf,
  locationOf,
  tokenIdOf,
  userIdOf,
  whose,
  type Role,
} from './authorization-matrix-fixtures.ts';
import { orderWorkflowId } from '../../../workflows/orders/messages.ts';
import { t, idOf, workflowId, type RouteRule } from './authorization-matrix-context.ts';
import { liveOrderOf } from './authorization-matrix-live.ts';
import { AUDIT_RULES } from './authorization-matrix-rules-audits.ts';
import { BUYING_RULES } from './authorization-matrix-rules-buying.ts';
import { CUSTOMER_RULES } from './authorization-matrix-rules-customers.ts';
import { CUSTOMER_REQUEST_RULES } from './authorization-matrix-rules-customer-requests.ts';
import { ESIGN_RULES } from './authorization-matrix-rules-esign.ts';
import { INVENTORY_RULES } from './authorization-matrix-rules-inventory.ts';
import { OFFER_RULES } from './authorization-matrix-rules-offers.ts';
import { ORDER_RULES } from './authorization-matrix-rules-orders.ts';
import { P2P_ORDER_RULES } from './authorization-matrix-rules-p2p-orders.ts';
import { SIGNUP_RULES } from './authorization-matrix-rules-signup.ts';
import { SELLER_RULES } from './authorization-matrix-rules-seller.ts';
import { SETTINGS_RULES } from './authorization-matrix-rules-settings.ts';
import { P2P_BUYING_RULES } from './authorization-matrix-rules-p2p-buying.ts';
import { P2P_LISTING_RULES } from './authorization-matrix-rules-p2p-listings.ts';
import { LOCATION_RULES } from './authorization-matrix-rules-locations.ts';
import { PRIMARY_RULES } from './authorization-matrix-rules-primaries.ts';
import { REWARD_RULES } from './authorization-matrix-rules-rewards.ts';
import { SUB_ACCOUNT_RULES } from './authorization-matrix-rules-sub-accounts.ts';
import { BANK_RULES } from './authorization-matrix-rules-bank.ts';
import { laneTaskQueue, TASK_QUEUE_LANES } from '../../../workflows/shared/messages.ts';

const NEW_PASSWORD = 'Matrix-Passphrase-2026!';
const passwordOf = async (role: Role) =>
  (
    await t.db
      .select({ passwordHash: users.passwordHash, passwordChangedAt: users.passwordChangedAt })
      .from(users)
      .where(eq(users.id, userIdOf(role)))
  )[0]!;
/** Each caller's password before its change, put back after the call so its next logins still work. */
const passwords = new Map<Role, Awaited<ReturnType<typeof passwordOf>>>();

/** A one-row file of each import kind, its columns all there, naming an NDC nobody sells. */
const IMPORT_FILES: Record<ImportKind, string> = {
  inventory: 'ndc,sku,price,stock\n00000000000,MATRIX-1,10.00,5\n',
  non_returnable_products: 'ndc\n00000000000\n',
  special_discount_products: 'ndc,discount_percent\n00000000000,10\n',
  specific_shipping_rules: 'ndc,shipping_methods\n00000000000,ground\n',
};
/** A CSV upload (multipart, with the kind field on the generic path): its job runs on the matrix's worker. */
function csvUpload(kind: ImportKind, withKind = false) {
  const form = new FormData();
  if (withKind) form.set('kind', kind);
  form.set('file', new Blob([IMPORT_FILES[kind]], { type: 'text/csv' }), 'matrix.csv');
  return { body: form };
}

/** Identity, the catalog, imports and support. */
const CORE_RULES: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/scalar.js': { access: 'public' },
  'POST /api/v1/session': { access: 'public', body: { email: 'nobody@example.com', password: 'x' } },
  // Public: the one-time link stands for its user (an unknown one here, so nothing changes).
  'POST /api/v1/password/set': {
    access: 'public',
    body: {
      token: 'not-a-link',
      password: 'Matrix-Password-9!',
      password_confirmation: 'Matrix-Password-9!',
    },
  },
  'DELETE /api/v1/session': { access: 'authenticated' },
  'GET /api/v1/users/me': { access: 'authenticated' },
  'PUT /api/v1/users/me/password': {
    access: 'authenticated',
    sample: async (role) => {
      passwords.set(role, await passwordOf(role));
      return {
        body: {
          current_password: DEMO_PASSWORD,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      };
    },
    after: async (role) => {
      const before = passwords.get(role);
      if (before)
        await t.db
          .update(users)
          .set(before)
          .where(eq(users.id, userIdOf(role)));
    },
  },
  'GET /api/v1/access_tokens': { access: 'authenticated' },
  'POST /api/v1/access_tokens': {
    access: 'authenticated',
    role: 'admin',
    body: { name: 'matrix', current_password: DEMO_PASSWORD },
  },
  'DELETE /api/v1/access_tokens/:id': {
    access: 'authenticated',
    role: 'admin',
    scoped: true,
    params: idOf(tokenIdOf),
  },
  'GET /api/v1/locations': { access: ['pharmacy'] },
  'GET /api/v1/locations/:id/address': {
    access: ['pharmacy'],
    scoped: true,
    params: (role, scope) => ({ id: locationOf(whose(role, scope)) }),
  },
  'GET /api/v1/products/search': {
    access: ['pharmacy', 'supplier'],
    sample: () => ({ query: { input: 'atorvastatin' } }),
  },
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
  'POST /api/v1/imports': { access: ['supplier'], sample: () => csvUpload('inventory', true) },
  'POST /api/v1/suppliers/non_returnable_products_import': {
    access: ['supplier'],
    sample: () => csvUpload('non_returnable_products'),
  },
  'POST /api/v1/suppliers/special_discount_products_import': {
    access: ['supplier'],
    sample: () => csvUpload('special_discount_products'),
  },
  'POST /api/v1/suppliers/specific_shipping_rules_import': {
    access: ['supplier'],
    sample: () => csvUpload('specific_shipping_rules'),
  },
  'GET /api/v1/imports': { access: ['supplier'] },
  'GET /api/v1/imports/:id': { access: ['supplier'], scoped: true, params: idOf(importJobOf) },
  'GET /api/v1/imports/:id/errors': { access: ['supplier'], scoped: true, params: idOf(importJobOf) },
  'GET /api/v1/imports/:id/errors.csv': { access: ['supplier'], scoped: true, params: idOf(importJobOf) },
  'GET /api/v1/support/workflows': { access: ['support'] },
  'GET /api/v1/support/workflows/:id': { access: ['support'], params: () => ({ id: workflowId }) },
  'POST /api/v1/support/workflows/:id/signal': {
    access: ['support'],
    // An allowed signal with a valid payload: a shipped order of the demo pharmacy, marked delivered.
    sample: async (role) => ({
      params: {
        id:
          role === 'support'
            ? orderWorkflowId((await liveOrderOf('pharmacy', 'own', 'pharmacy', 'shipped')).id)
            : workflowId,
      },
      body: { name: 'markDelivered', args: [{ by: 'pharmacy' }] },
    }),
  },
  'POST /api/v1/support/workflows/:id/cancel': {
    access: ['support'],
    params: () => ({ id: workflowId }),
    body: { reason: 'Authorization matrix' },
  },
  'GET /api/v1/support/health': {
    access: ['support'],
    // The matrix's worker polls but keeps no heartbeat rows: a fresh beat on every lane's queue
    // makes every part up (200).
    sample: async () => {
      for (const lane of TASK_QUEUE_LANES) {
        const taskQueue = laneTaskQueue(t.env.temporal.taskQueue, lane);
        await t.db
          .insert(workerHeartbeats)
          .values({ workerId: `matrix-${lane}`, taskQueue, hostname: 'matrix' })
          .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: new Date() } });
      }
      return {};
    },
  },
};

/** Every route of the application and who may call it; the matrix fails on a route missing here. */
export const ROUTE_RULES: Record<string, RouteRule> = {
  ...CORE_RULES,
  ...INVENTORY_RULES,
  ...BUYING_RULES,
  ...ORDER_RULES,
  ...P2P_ORDER_RULES,
  ...OFFER_RULES,
  ...CUSTOMER_RULES,
  ...AUDIT_RULES,
  ...CUSTOMER_REQUEST_RULES,
  ...SIGNUP_RULES,
  ...ESIGN_RULES,
  ...SELLER_RULES,
  ...P2P_BUYING_RULES,
  ...P2P_LISTING_RULES,
  ...SETTINGS_RULES,
  ...LOCATION_RULES,
  ...PRIMARY_RULES,
  ...REWARD_RULES,
  ...SUB_ACCOUNT_RULES,
  ...BANK_RULES,
};
