/**
 * Writing a p2p seller's shipping settings (issue 13): the default methods inserted when support
 * approves the seller, and the seller's own edits, methods, cut-offs and holidays replaced in one
 * transaction so a refused save leaves the old settings whole.
 */
import { eq, notInArray, and } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { loadSellerShipping } from '../../../db/queries/p2p/seller-shipping.ts';
import { sellerHolidays, sellerShippingMethods, sellerShippingSettings } from '../../../db/schema/index.ts';
import { DomainError } from '../../../domain/errors.ts';
import {
  DEFAULT_SELLER_SHIPPING_METHODS,
  SELLER_SHIPPING_MESSAGES,
  type SellerShippingSettings,
} from '../../../domain/p2p/seller-shipping.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The default methods (docs/decisions.md), added beside any the seller already has. */
export async function insertDefaultSellerMethods(tx: Tx | Database, sellerAccountId: string): Promise<void> {
  await tx
    .insert(sellerShippingMethods)
    .values(DEFAULT_SELLER_SHIPPING_METHODS.map((m) => ({ ...m, sellerAccountId })))
    .onConflictDoNothing();
}

/** Replaces the caller's settings; a pharmacy that is not an approved seller is refused (422). */
export async function saveSellerShipping(
  db: Database,
  sellerAccountId: string,
  settings: SellerShippingSettings,
  now: Date,
): Promise<SellerShippingSettings> {
  if (!(await loadSellerShipping(db, sellerAccountId)))
    throw new DomainError('P2P_NOT_A_SELLER', SELLER_SHIPPING_MESSAGES.notSeller);
  await db.transaction(async (tx) => {
    const c = settings.cutoffs;
    await tx
      .update(sellerShippingSettings)
      .set({
        mondayCutoff: c.monday,
        tuesdayCutoff: c.tuesday,
        wednesdayCutoff: c.wednesday,
        thursdayCutoff: c.thursday,
        fridayCutoff: c.friday,
        saturdayCutoff: c.saturday,
        updatedAt: now,
      })
      .where(eq(sellerShippingSettings.accountId, sellerAccountId));
    const types = settings.methods.map((m) => m.service_type);
    await tx
      .delete(sellerShippingMethods)
      .where(
        and(
          eq(sellerShippingMethods.sellerAccountId, sellerAccountId),
          notInArray(sellerShippingMethods.serviceType, types),
        ),
      );
    for (const m of settings.methods) {
      const values = {
        name: m.name,
        feeCents: m.fee_cents,
        transitBusinessDays: m.transit_business_days,
        active: m.active,
      };
      await tx
        .insert(sellerShippingMethods)
        .values({ sellerAccountId, serviceType: m.service_type, ...values })
        .onConflictDoUpdate({
          target: [sellerShippingMethods.sellerAccountId, sellerShippingMethods.serviceType],
          set: values,
        });
    }
    await tx.delete(sellerHolidays).where(eq(sellerHolidays.sellerAccountId, sellerAccountId));
    if (settings.holidays.length > 0)
      await tx
        .insert(sellerHolidays)
        .values(settings.holidays.map((h) => ({ sellerAccountId, name: h.name, monthDay: h.month_day })));
  });
  return (await loadSellerShipping(db, sellerAccountId))!;
}
