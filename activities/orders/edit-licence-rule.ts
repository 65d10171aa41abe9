/**
 * An order edit that buys more is checkout again (issue 22, Trust round 3): while the pharmacy's
 * licence is on hold (from the day after an expiry, in the pharmacy's own time zone, as checkout
 * computes it) a raise of a line or of the total is refused with checkout's LICENCE_EXPIRED. An
 * edit that lowers the order, or changes nothing it buys, stays possible: the hold stops buying,
 * not getting out of what was bought.
 */
import { eq } from 'drizzle-orm';
import { listLicencesOf } from '../../db/queries/licences.ts';
import { accounts } from '../../db/schema/index.ts';
import { assertLicencesValid } from '../../domain/licences/licence-watch.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/shipping/cutoffs.ts';
import { isoDateIn } from '../../domain/zoned-dates.ts';
import type { PricedEdit } from './order-pricing.ts';
import type { OrderRow, Tx } from './order-steps.ts';

/** Whether the edit buys more than the order holds: a line raised or a higher total. */
export const raisesOrder = (order: Pick<OrderRow, 'totalCents'>, priced: PricedEdit) =>
  priced.totals.totalCents > order.totalCents || priced.lines.some((l) => l.newQuantity > l.quantity);

/** Throws LICENCE_EXPIRED when the edit raises the order of a pharmacy whose licence is on hold. */
export async function assertLicenceAllowsRaise(tx: Tx, order: OrderRow, priced: PricedEdit, now: Date) {
  if (!raisesOrder(order, priced)) return;
  const [pharmacy] = await tx
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, order.pharmacyAccountId));
  const today = isoDateIn(now, pharmacy?.timeZone ?? DEFAULT_TIME_ZONE);
  assertLicencesValid(await listLicencesOf(tx, order.pharmacyAccountId), today);
}
