/**
 * Shipment tracking statuses and the three-point progress bar (pharmacy-side §4 Tracking
 * progress): point 1 for pending, billing information received and shipment information sent to
 * a carrier; point 3 for delivered; point 2 for any other status.
 */
export const TRACKING_STATUSES = [
  'pending',
  'billing_information_received',
  'shipment_information_sent',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
] as const;

export type TrackingStatus = (typeof TRACKING_STATUSES)[number];
export type ProgressPoint = 1 | 2 | 3;

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  pending: 'Pending',
  billing_information_received: 'Billing Information Received',
  shipment_information_sent: 'Shipment Information Sent to Carrier',
  in_transit: 'In Transit',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  exception: 'Exception',
};

const FIRST_POINT: ReadonlySet<string> = new Set([
  'pending',
  'billing_information_received',
  'shipment_information_sent',
]);
// Carriers word the same statuses differently; these read as ours.
const ALIASES: Record<string, TrackingStatus> = {
  shipment_information_sent_to_carrier: 'shipment_information_sent',
  shipment_information_sent_to_a_carrier: 'shipment_information_sent',
  label_created: 'shipment_information_sent',
  pre_transit: 'shipment_information_sent',
};

/** 'Billing Information Received' or 'in-transit' → the canonical snake_case status (unknown text kept, normalised). */
export function normalizeTrackingStatus(status: string): string {
  const key = status
    .slice(0, 80)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return ALIASES[key] ?? key;
}

export function isTrackingStatus(status: string): status is TrackingStatus {
  return (TRACKING_STATUSES as readonly string[]).includes(status);
}

/** The label a status is shown with; an unknown status is shown as its words capitalised. */
export function trackingStatusLabel(status: string): string {
  const key = normalizeTrackingStatus(status);
  if (isTrackingStatus(key)) return TRACKING_STATUS_LABELS[key];
  return key
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Which of the three progress points a status lights (pharmacy-side §4 Tracking progress). */
export function progressPoint(status: string): ProgressPoint {
  const key = normalizeTrackingStatus(status);
  if (FIRST_POINT.has(key)) return 1;
  return key === 'delivered' ? 3 : 2;
}
