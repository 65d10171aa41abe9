/**
 * A p2p seller's shipping settings as its page edits them (issue 13): the shipping model's methods,
 * weekday cut-offs and holidays ('MM-DD'), in the p2p API's shape. Null when the account is not an
 * approved seller.
 */
import { eq } from 'drizzle-orm';
import { CUTOFF_WEEKDAYS, DEFAULT_CUTOFF_TIME } from '../../../domain/shipping/cutoffs.ts';
import type { SellerShippingSettings } from '../../../domain/p2p/seller-shipping.ts';
import type { Database } from '../../client.ts';
import { pharmacySellers } from '../../schema/index.ts';
import { loadShippingModel } from '../shipping/shipping-settings.ts';

type Reader = Pick<Database, 'select'>;

/** The seller's settings, or null when `accountId` is not an approved pharmacy seller. */
export async function loadSellerShipping(
  db: Reader,
  accountId: string,
): Promise<SellerShippingSettings | null> {
  const [seller] = await db
    .select({ accountId: pharmacySellers.accountId })
    .from(pharmacySellers)
    .where(eq(pharmacySellers.accountId, accountId));
  if (!seller) return null;
  const model = await loadShippingModel(db, accountId);
  const { cutoffs } = model;
  return {
    methods: model.methods.map((m) => ({
      service_type: m.serviceType,
      name: m.name,
      fee_cents: m.feeCents,
      transit_business_days: m.transitBusinessDays,
      active: m.active,
    })),
    // A p2p seller sets every weekday (its registration asks for each), so no day is empty.
    cutoffs: Object.fromEntries(
      CUTOFF_WEEKDAYS.map((d) => [
        d,
        (cutoffs.sameForAllDays ? cutoffs.allDays : cutoffs.perDay[d]) ?? DEFAULT_CUTOFF_TIME,
      ]),
    ) as SellerShippingSettings['cutoffs'],
    holidays: model.holidays.map((h) => ({ name: h.name, month_day: h.monthDay })),
  };
}
