/**
 * How far a parcel travels: the great-circle distance between the centroids of the ship-from and
 * ship-to ZIP codes (haversine formula on a spherical Earth, which errs by under 0.5 % against the
 * ellipsoid: far below what a day of transit depends on).
 */

export type LatLng = { latitude: number; longitude: number };

/** Mean Earth radius in statute miles (IUGG mean radius 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.76;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles between two points. */
export function greatCircleMiles(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLng = toRadians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The 5-digit ZIP of '78701' or '78701-1234'; null for anything else. */
export function zip5Of(text: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(text);
  return match ? match[1]! : null;
}
