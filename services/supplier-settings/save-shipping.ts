import { eq } from 'drizzle-orm';
import {
  replaceShippingHolidays,
  replaceShippingMethods,
  writeShippingCutoffs,
} from '../../activities/shipping/shipping-settings.ts';
import type { Database } from '../../db/client.ts';
import { findZipCentroids } from '../../db/queries/geo/zip-centroids.ts';
import { supplierSettings } from '../../db/schema/index.ts';
import { holidayToMonthDay } from '../../domain/shipping/holidays.ts';
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
  await db.transaction(async (tx) => {
    await lockSettingsRow(tx, supplierAccountId);
    await tx
      .update(supplierSettings)
      .set({
        timeZone: shipping.timeZone,
        ...(shipping.shipFromZipcode === undefined ? {} : { shipFromZipcode: shipping.shipFromZipcode }),
        freeShippingMinimumCents: shipping.freeShippingMinimumCents,
        overnightPreselected: shipping.overnightPreselected,
        updatedAt: input.now,
      })
      .where(eq(supplierSettings.supplierAccountId, supplierAccountId));
    await writeShippingCutoffs(tx, supplierAccountId, shipping.cutoffs, input.now);
    await replaceShippingMethods(
      tx,
      supplierAccountId,
      shipping.methods.map((m) => ({ ...m, active: true })),
    );
    await replaceShippingHolidays(
      tx,
      supplierAccountId,
      // Validated above, so every holiday reads as a month and day.
      shipping.holidays.map((h) => ({ name: h.name, monthDay: holidayToMonthDay(h.monthDay)! })),
    );
  });
}
