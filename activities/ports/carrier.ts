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

/** A label request: whose parcel, from where to where, in which packages (weights in thousandths of a lb). */
export type LabelRequest = {
  /** The same reference asks for the same label: the tracking number derives from it. */
  reference: string;
  from: { name: string; lines: string[] };
  to: { name: string; lines: string[] };
  packages: { weightMilliLbs: number; length: number; width: number; height: number }[];
};

/** A created label: the tracking number the carrier will scan, and the label as PDF bytes. */
export type CarrierLabel = { trackingNumber: string; pdf: Uint8Array };

export type CarrierPort = {
  track(query: TrackQuery): Promise<CarrierReport>;
  /** Buys a shipping label (p2p orders, issue 13); a carrier without label creation leaves it out. */
  createLabel?(request: LabelRequest): Promise<CarrierLabel>;
};

/** The carriers this deployment tracks live; a carrier without an adapter answers null. */
export type Carriers = {
  /** The adapter for a carrier (the sandbox's scans last `sandboxStepMs`, from the workflow's input). */
  portFor(carrier: string, options: { sandboxStepMs: number }): CarrierPort | null;
};
