import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findZipCentroids } from '../../db/queries/geo/zip-centroids.ts';
import { supplierHolidays, supplierSettings, supplierShippingMethods } from '../../db/schema/index.ts';
import {
  normalizeShippingSettings,
  SHIPPING_MESSAGES,
  validateShippingSettings,
  type ShippingInput,
} from '../../domain/supplier-settings/shipping-rules.ts';
import { assertNoFieldErrors, lockSettingsRow } from './settings-row.ts';

/**
 * Saves a supplier's shipping settings (supplier-side §2 Shipping settings, §3–§5): methods and
 * fees, free-shipping minimum, overnight marker, time zone, cut-offs (the same time copied to Monday
 * through Saturday), the yearly holidays and the ship-from ZIP (a ZIP we know the centroid of, since
 * time in transit is measured from it). Checked whole first, then written in one transaction.
 */
export async function saveShippingSettings(
  db: Database,
  input: { supplierAccountId: string; shipping: ShippingInput; now: Date },
): Promise<void> {
  const shipping = normalizeShippingSettings(input.shipping);
  const errors = validateShippingSettings(shipping);
  const zip = shipping.shipFromZipcode;
  if (typeof zip === 'string' && !errors.ship_from_zipcode && !(await findZipCentroids(db, [zip])).has(zip))
    errors.ship_from_zipcode = [SHIPPING_MESSAGES.shipFromUnknown(zip)];
  assertNoFieldErrors(errors);
  const supplierAccountId = input.supplierAccountId;
  const { perDay } = shipping.cutoffs;
  await db.transaction(async (tx) => {
    await lockSettingsRow(tx, supplierAccountId);
    await tx
      .update(supplierSettings)
      .set({
        timeZone: shipping.timeZone,
        ...(shipping.shipFromZipcode === undefined ? {} : { shipFromZipcode: shipping.shipFromZipcode }),
        freeShippingMinimumCents: shipping.freeShippingMinimumCents,
        overnightPreselected: shipping.overnightPreselected,
        sameCutoffForAllDays: shipping.cutoffs.sameForAllDays,
        allDaysCutoff: shipping.cutoffs.allDays,
        mondayCutoff: perDay.monday,
        tuesdayCutoff: perDay.tuesday,
        wednesdayCutoff: perDay.wednesday,
        thursdayCutoff: perDay.thursday,
        fridayCutoff: perDay.friday,
        saturdayCutoff: perDay.saturday,
        updatedAt: input.now,
      })
      .where(eq(supplierSettings.supplierAccountId, supplierAccountId));
    // Methods keep their ids by service type; orders name the method by service type, not by id.
    const types = shipping.methods.map((m) => m.serviceType);
    await tx
      .delete(supplierShippingMethods)
      .where(
        and(
          eq(supplierShippingMethods.supplierAccountId, supplierAccountId),
          notInArray(supplierShippingMethods.serviceType, types),
        ),
      );
    await tx
      .insert(supplierShippingMethods)
      .values(shipping.methods.map((m) => ({ supplierAccountId, ...m, active: true })))
      .onConflictDoUpdate({
        target: [supplierShippingMethods.supplierAccountId, supplierShippingMethods.serviceType],
        set: {
          name: sql`excluded.name`,
          transitBusinessDays: sql`excluded.transit_business_days`,
          feeCents: sql`excluded.fee_cents`,
          active: true,
        },
      });
    await tx.delete(supplierHolidays).where(eq(supplierHolidays.supplierAccountId, supplierAccountId));
    if (shipping.holidays.length > 0) {
      await tx.insert(supplierHolidays).values(shipping.holidays.map((h) => ({ supplierAccountId, ...h })));
    }
  });
}
