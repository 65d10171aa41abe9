/**
 * Business days in transit by distance (GET /api/v1/shipping/time_in_transit takes the destination
 * ZIP, pharmacy-side §7): a ground parcel takes longer the farther it goes, in zones like the
 * carriers' ground maps. A supplier's method says the most days it takes (its transit days), so an
 * express method takes fewer: two-day is at most 2, overnight 1. Our table; docs/decisions.md.
 */

/** Ground days by great-circle miles from the ship-from ZIP: up to each bound, that many days. */
export const GROUND_TRANSIT_ZONES = [
  { upToMiles: 150, days: 1 },
  { upToMiles: 600, days: 2 },
  { upToMiles: 1_200, days: 3 },
  { upToMiles: 2_000, days: 4 },
] as const;
/** Beyond the last zone (coast to coast, Alaska, Hawaii, Puerto Rico). */
export const GROUND_TRANSIT_MAX_DAYS = 5;

/** Ground business days for a distance in miles. */
export function groundTransitDays(miles: number): number {
  return GROUND_TRANSIT_ZONES.find((zone) => miles <= zone.upToMiles)?.days ?? GROUND_TRANSIT_MAX_DAYS;
}

/**
 * A method's business days in transit to a destination: the ground days of the distance, never
 * more than the method's own days. With no distance (the supplier set no ship-from ZIP, or the
 * ship-to ZIP has no centroid) the method's own days: its longest, so the estimate stays safe.
 */
export function transitDaysFor(methodDays: number, miles: number | null): number {
  return miles === null ? methodDays : Math.min(methodDays, groundTransitDays(miles));
}
