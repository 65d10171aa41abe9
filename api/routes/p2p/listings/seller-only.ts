/**
 * The p2p seller's area belongs to pharmacies whose seller registration support approved (a
 * `pharmacy_sellers` row). Another pharmacy gets 403 with the way to register, and the denial is
 * recorded like every other (ASVS v5 16.3.2).
 */
import type { MiddlewareHandler } from 'hono';
import { recordAuditEvent } from '../../../../activities/audit.ts';
import { isPharmacySeller } from '../../../../db/queries/pharmacy-sellers.ts';
import { DomainError } from '../../../../domain/errors.ts';
import type { AppEnv } from '../../../context.ts';

export const NOT_A_SELLER_MESSAGE =
  'Only approved sellers can sell to other pharmacies. Register as a seller at /pharmacy/become_seller.';

/** `suppliersPass`: a route suppliers share (bundle offers) asks this of its pharmacy callers only. */
export function requireApprovedSeller(options: { suppliersPass?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async function requireApprovedSellerMiddleware(c, next) {
    const { db } = c.get('deps');
    const caller = c.get('caller');
    if (options.suppliersPass && caller.account.kind === 'supplier') return next();
    if (!(await isPharmacySeller(db, caller.account.id))) {
      await recordAuditEvent(db, {
        action: 'authz.denied',
        actorUserId: caller.user.id,
        actorAccountId: caller.account.id,
        target: `${c.req.method} ${c.req.path}`,
        requestId: c.get('requestId'),
      });
      throw new DomainError('AUTH_FORBIDDEN', NOT_A_SELLER_MESSAGE);
    }
    return next();
  };
}
