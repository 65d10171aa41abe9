/**
 * The carrier port: how shipment tracking asks a carrier where a parcel is. Only the sandbox
 * carrier has an adapter here (it advances on a clock); any other carrier has none, so its
 * shipments move only by statuses the supplier enters by hand.
 */
/** The carriers a supplier can ship with, and how they are shown. */
export const CARRIERS = {
  sandbox: 'Sandbox carrier',
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  dhl: 'DHL',
  other: 'Other carrier',
} as const;
export type CarrierCode = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

export type CarrierScan = {
  status: string;
  locationCity: string | null;
  locationState: string | null;
  occurredAt: Date;
};

/** Everything the carrier has scanned so far, oldest first, and its delivery estimate. */
export type CarrierReport = { scans: CarrierScan[]; estimatedDelivery: string | null; delivered: boolean };

export type TrackQuery = {
  trackingNumber: string;
  shippedAt: Date;
  now: Date;
  destination: { city: string; state: string } | null;
};

export type CarrierPort = { track(query: TrackQuery): Promise<CarrierReport> };

/** The carriers this deployment tracks live; a carrier without an adapter answers null. */
export type Carriers = {
  /** The adapter for a carrier (the sandbox's scans last `sandboxStepMs`, from the workflow's input). */
  portFor(carrier: string, options: { sandboxStepMs: number }): CarrierPort | null;
};
