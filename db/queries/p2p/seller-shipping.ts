/**
 * A p2p seller's shipping settings as one value (issue 13): its methods, the weekday cut-offs of
 * seller_shipping_settings and its holidays. Null when the account is not an approved seller.
 */
import { asc, eq } from 'drizzle-orm';
import type { SellerShippingSettings } from '../../../domain/p2p/seller-shipping.ts';
import type { Database } from '../../client.ts';
import {
  pharmacySellers,
  sellerHolidays,
  sellerShippingMethods,
  sellerShippingSettings,
} from '../../schema/index.ts';

type Reader = Pick<Database, 'select'>;

/** The seller's settings, or null when `accountId` is not an approved pharmacy seller. */
export async function loadSellerShipping(
  db: Reader,
  accountId: string,
): Promise<SellerShippingSettings | null> {
  const [seller] = await db
    .select({ cutoffs: sellerShippingSettings })
    .from(pharmacySellers)
    .innerJoin(sellerShippingSettings, eq(sellerShippingSettings.accountId, pharmacySellers.accountId))
    .where(eq(pharmacySellers.accountId, accountId));
  if (!seller) return null;
  const [methods, holidays] = await Promise.all([
    db
      .select()
      .from(sellerShippingMethods)
      .where(eq(sellerShippingMethods.sellerAccountId, accountId))
      .orderBy(asc(sellerShippingMethods.transitBusinessDays), asc(sellerShippingMethods.serviceType)),
    db
      .select()
      .from(sellerHolidays)
      .where(eq(sellerHolidays.sellerAccountId, accountId))
      .orderBy(asc(sellerHolidays.monthDay)),
  ]);
  const c = seller.cutoffs;
  return {
    methods: methods.map((m) => ({
      service_type: m.serviceType,
      name: m.name,
      fee_cents: m.feeCents,
      transit_business_days: m.transitBusinessDays,
      active: m.active,
    })),
    cutoffs: {
      monday: c.mondayCutoff,
      tuesday: c.tuesdayCutoff,
      wednesday: c.wednesdayCutoff,
      thursday: c.thursdayCutoff,
      friday: c.fridayCutoff,
      saturday: c.saturdayCutoff,
    },
    holidays: holidays.map((h) => ({ name: h.name, month_day: h.monthDay })),
  };
}
