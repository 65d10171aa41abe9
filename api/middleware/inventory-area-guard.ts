import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireAccountKind } from './require-account-kind.ts';

const supplierOnly = requireAccountKind('supplier');

/**
 * `/inventory/*` belongs to suppliers, except the pharmacy's lot confirmation (pharmacy-side §7,
 * `PATCH /api/v1/inventory/{productId}/update_lot_number`), which its own route guards.
 */
export const inventoryAreaGuard: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.path.endsWith('/update_lot_number') ? next() : supplierOnly(c, next);
