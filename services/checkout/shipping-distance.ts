/**
 * How far an order travels, from the supplier's ship-from ZIP (its shipping settings) to the
 * ship-to ZIP, over the ZIP centroids: what time in transit depends on (domain/shipping/transit-zones.ts).
 */
import type { Database } from '../../db/client.ts';
import { findZipCentroids } from '../../db/queries/geo/zip-centroids.ts';
import type { CheckoutSettings } from '../../db/queries/supplier-settings/supplier-settings.ts';
import { greatCircleMiles, zip5Of } from '../../domain/shipping/distance.ts';

export type ShippingDistance = {
  /** Great-circle miles, or null when either end has no known centroid. */
  miles: number | null;
  /** The destination ZIP is one we know (a ZCTA); false for PO-box-only and unknown ZIPs. */
  destinationKnown: boolean;
};

/** Measures the supplier-to-destination distance; an unknown end gives no distance, never an error. */
export async function measureShippingDistance(
  db: Pick<Database, 'select'>,
  settings: CheckoutSettings,
  toZipcode: string,
): Promise<ShippingDistance> {
  const from = settings.settings.shipFromZipcode;
  const to = zip5Of(toZipcode);
  const centroids = await findZipCentroids(
    db,
    [from, to].filter((z): z is string => z !== null),
  );
  const origin = from === null ? undefined : centroids.get(from);
  const destination = to === null ? undefined : centroids.get(to);
  return {
    miles: origin && destination ? greatCircleMiles(origin, destination) : null,
    destinationKnown: destination !== undefined,
  };
}
