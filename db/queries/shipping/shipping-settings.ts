/**
 * Reads of the one shipping model (db/schema/shipping.ts), for every kind of seller: its cut-offs
 * (the defaults when it never saved any), its methods and its holidays ('MM-DD', in calendar order).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CUTOFF_WEEKDAYS,
  DEFAULT_CUTOFF_TIME,
  type CutoffSettings,
} from '../../../domain/shipping/cutoffs.ts';
import type { Database } from '../../client.ts';
import { shippingCutoffs, shippingHolidays, shippingMethods } from '../../schema/index.ts';

type Reader = Pick<Database, 'select'>;

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingHolidayRow = typeof shippingHolidays.$inferSelect;
export type SellerShippingModel = {
  cutoffs: CutoffSettings;
  methods: ShippingMethodRow[];
  holidays: ShippingHolidayRow[];
};

/** A seller that never saved cut-offs ships by 17:00 Monday to Friday (the column defaults). */
export const DEFAULT_CUTOFFS: CutoffSettings = {
  sameForAllDays: true,
  allDays: DEFAULT_CUTOFF_TIME,
  perDay: {
    ...Object.fromEntries(CUTOFF_WEEKDAYS.map((d) => [d, DEFAULT_CUTOFF_TIME])),
    saturday: null,
  } as CutoffSettings['perDay'],
};

/** The row's cut-offs as the shipping domain reads them. */
function cutoffsOfRow(row: typeof shippingCutoffs.$inferSelect): CutoffSettings {
  return {
    sameForAllDays: row.sameCutoffForAllDays,
    allDays: row.allDaysCutoff,
    perDay: {
      monday: row.mondayCutoff,
      tuesday: row.tuesdayCutoff,
      wednesday: row.wednesdayCutoff,
      thursday: row.thursdayCutoff,
      friday: row.fridayCutoff,
      saturday: row.saturdayCutoff,
    },
  };
}

/** The seller's cut-offs, or null when it never saved any. */
async function findShippingCutoffs(db: Reader, sellerAccountId: string): Promise<CutoffSettings | null> {
  const [row] = await db
    .select()
    .from(shippingCutoffs)
    .where(eq(shippingCutoffs.sellerAccountId, sellerAccountId));
  return row ? cutoffsOfRow(row) : null;
}

/** Everything the model holds about one seller; methods slowest-last (fewest transit days first). */
export async function loadShippingModel(db: Reader, sellerAccountId: string): Promise<SellerShippingModel> {
  const [cutoffs, methods, holidays] = await Promise.all([
    findShippingCutoffs(db, sellerAccountId),
    db
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.sellerAccountId, sellerAccountId))
      .orderBy(asc(shippingMethods.transitBusinessDays), asc(shippingMethods.serviceType)),
    db
      .select()
      .from(shippingHolidays)
      .where(eq(shippingHolidays.sellerAccountId, sellerAccountId))
      .orderBy(asc(shippingHolidays.monthDay), asc(shippingHolidays.name)),
  ]);
  return { cutoffs: cutoffs ?? DEFAULT_CUTOFFS, methods, holidays };
}

/**
 * A seller's active shipping methods as forms offer them (bundle offer creation, the counter form),
 * slowest first.
 */
export function listActiveShippingMethods(db: Reader, sellerAccountId: string) {
  return db
    .select({ service_type: shippingMethods.serviceType, name: shippingMethods.name })
    .from(shippingMethods)
    .where(and(eq(shippingMethods.sellerAccountId, sellerAccountId), eq(shippingMethods.active, true)))
    .orderBy(desc(shippingMethods.transitBusinessDays), asc(shippingMethods.name));
}

/** Whether the seller offers the method and has it switched on. */
export async function offersShippingMethod(
  db: Reader,
  sellerAccountId: string,
  serviceType: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.sellerAccountId, sellerAccountId),
        eq(shippingMethods.active, true),
        eq(shippingMethods.serviceType, serviceType),
      ),
    );
  return rows.length > 0;
}
