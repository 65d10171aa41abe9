/**
 * Writes of the one shipping model (db/schema/shipping.ts), for every kind of seller: the supplier's
 * shipping form, the p2p seller's settings page and the approval that gives a new seller its
 * defaults all save through here. Callers pass their transaction so a refused save changes nothing.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shippingCutoffs, shippingHolidays, shippingMethods } from '../../db/schema/index.ts';
import type { CutoffSettings } from '../../domain/shipping/cutoffs.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type ShippingMethodWrite = {
  serviceType: string;
  name: string;
  transitBusinessDays: number;
  feeCents: number;
  active: boolean;
};
/** A holiday as stored: 'MM-DD'. */
export type ShippingHolidayInput = { name: string; monthDay: string };

/** Inserts or replaces the seller's cut-offs. */
export async function writeShippingCutoffs(
  tx: Tx | Database,
  sellerAccountId: string,
  cutoffs: CutoffSettings,
  now: Date,
): Promise<void> {
  const { perDay } = cutoffs;
  const values = {
    sameCutoffForAllDays: cutoffs.sameForAllDays,
    allDaysCutoff: cutoffs.allDays,
    mondayCutoff: perDay.monday,
    tuesdayCutoff: perDay.tuesday,
    wednesdayCutoff: perDay.wednesday,
    thursdayCutoff: perDay.thursday,
    fridayCutoff: perDay.friday,
    saturdayCutoff: perDay.saturday,
    updatedAt: now,
  };
  await tx
    .insert(shippingCutoffs)
    .values({ sellerAccountId, ...values })
    .onConflictDoUpdate({ target: shippingCutoffs.sellerAccountId, set: values });
}

/** Adds methods the seller does not have yet (by service type); its own stay as they are. */
export async function addShippingMethods(
  tx: Tx | Database,
  sellerAccountId: string,
  methods: readonly ShippingMethodWrite[],
): Promise<void> {
  if (methods.length === 0) return;
  await tx
    .insert(shippingMethods)
    .values(methods.map((m) => ({ sellerAccountId, ...m })))
    .onConflictDoNothing();
}

/**
 * Makes the seller's methods exactly `methods`. A method keeps its id by service type (orders name
 * the method by service type, not by id); the ones left out are deleted.
 */
export async function replaceShippingMethods(
  tx: Tx,
  sellerAccountId: string,
  methods: readonly ShippingMethodWrite[],
): Promise<void> {
  await tx.delete(shippingMethods).where(
    and(
      eq(shippingMethods.sellerAccountId, sellerAccountId),
      notInArray(
        shippingMethods.serviceType,
        methods.map((m) => m.serviceType),
      ),
    ),
  );
  if (methods.length === 0) return;
  await tx
    .insert(shippingMethods)
    .values(methods.map((m) => ({ sellerAccountId, ...m })))
    .onConflictDoUpdate({
      target: [shippingMethods.sellerAccountId, shippingMethods.serviceType],
      set: {
        name: sql`excluded.name`,
        transitBusinessDays: sql`excluded.transit_business_days`,
        feeCents: sql`excluded.fee_cents`,
        active: sql`excluded.active`,
      },
    });
}

/** Makes the seller's holidays exactly `holidays`. */
export async function replaceShippingHolidays(
  tx: Tx,
  sellerAccountId: string,
  holidays: readonly ShippingHolidayInput[],
): Promise<void> {
  await tx.delete(shippingHolidays).where(eq(shippingHolidays.sellerAccountId, sellerAccountId));
  if (holidays.length > 0)
    await tx.insert(shippingHolidays).values(holidays.map((h) => ({ sellerAccountId, ...h })));
}
