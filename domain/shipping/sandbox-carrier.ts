/**
 * The sandbox carrier: a pretend carrier for demos and tests whose tracking follows the clock.
 * From `shippedAt`, each status lasts `stepMs`: shipment information sent, three in-transit scans
 * along a fixed hub route, out for delivery, then delivered. Everything derives from the
 * tracking number and the times given, so the same inputs always answer the same.
 */
import type { TrackingStatus } from './tracking-progress.ts';

export const SANDBOX_CARRIER = 'sandbox';
export const SANDBOX_PREFIX = 'SBX';

export type Place = { city: string; state: string };
export type SandboxEvent = {
  status: TrackingStatus;
  location_city: string;
  location_state: string;
  occurred_at: Date;
};
export type SandboxStatus = {
  latest_status: TrackingStatus;
  location_city: string;
  location_state: string;
  estimated_delivery: string;
  delivered: boolean;
};
export type SandboxClock = {
  trackingNumber: string;
  shippedAt: Date;
  now: Date;
  stepMs: number;
  destination?: Place;
};

const SANDBOX_NUMBER = /^SBX\d{10}$/;
const HUBS: readonly Place[] = [
  { city: 'Memphis', state: 'TN' },
  { city: 'Louisville', state: 'KY' },
  { city: 'Indianapolis', state: 'IN' },
  { city: 'Dallas', state: 'TX' },
  { city: 'Atlanta', state: 'GA' },
  { city: 'Chicago', state: 'IL' },
  { city: 'Columbus', state: 'OH' },
  { city: 'Ontario', state: 'CA' },
  { city: 'Newark', state: 'NJ' },
  { city: 'Denver', state: 'CO' },
];
const STATUSES: readonly TrackingStatus[] = [
  'shipment_information_sent',
  'in_transit',
  'in_transit',
  'in_transit',
  'out_for_delivery',
  'delivered',
];
/** Steps from shipment to delivery: delivered at shippedAt + DELIVERED_STEP × stepMs. */
export const DELIVERED_STEP = STATUSES.length - 1;

// FNV-1a, 32 bits: a small stable hash, enough to spread seeds over numbers and routes.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Whether a tracking number belongs to the sandbox carrier: 'SBX' and ten digits. */
export function isSandboxTrackingNumber(trackingNumber: string): boolean {
  return SANDBOX_NUMBER.test(trackingNumber.trim().toUpperCase());
}

/** A sandbox tracking number derived from a seed (e.g. the shipment id): same seed, same number. */
export function makeSandboxTrackingNumber(seed: string): string {
  const digits = (n: number) => String(n % 100_000).padStart(5, '0');
  return `${SANDBOX_PREFIX}${digits(hash(seed))}${digits(hash(`${seed}#`))}`;
}

/** The places a tracking number's parcel passes: origin, two hubs, destination. */
function routeFor(trackingNumber: string, destination: Place | undefined): Place[] {
  const h = hash(trackingNumber.trim().toUpperCase());
  const at = (k: number) => HUBS[(h + k * 3) % HUBS.length]!;
  return [at(0), at(1), at(2), destination ?? at(4)];
}

function assertStep(stepMs: number): void {
  if (!(Number.isFinite(stepMs) && stepMs > 0))
    throw new RangeError(`stepMs must be a positive number, got ${stepMs}`);
}

/** Every scan the sandbox carrier has made by `now`, oldest first (at least the first one). */
export function sandboxEventsAt({
  trackingNumber,
  shippedAt,
  now,
  stepMs,
  destination,
}: SandboxClock): SandboxEvent[] {
  assertStep(stepMs);
  const [origin, hub1, hub2, dest] = routeFor(trackingNumber, destination) as [Place, Place, Place, Place];
  const places = [origin, origin, hub1, hub2, dest, dest];
  const elapsed = Math.max(0, now.getTime() - shippedAt.getTime());
  const reached = Math.min(DELIVERED_STEP, Math.floor(elapsed / stepMs));
  return STATUSES.slice(0, reached + 1).map((status, i) => ({
    status,
    location_city: places[i]!.city,
    location_state: places[i]!.state,
    occurred_at: new Date(shippedAt.getTime() + i * stepMs),
  }));
}

/** The sandbox carrier's tracking answer at `now`; estimated_delivery is the UTC date of the delivered step. */
export function sandboxStatusAt(clock: SandboxClock): SandboxStatus {
  const events = sandboxEventsAt(clock);
  const latest = events[events.length - 1]!;
  const deliveredAt = new Date(clock.shippedAt.getTime() + DELIVERED_STEP * clock.stepMs);
  return {
    latest_status: latest.status,
    location_city: latest.location_city,
    location_state: latest.location_state,
    estimated_delivery: deliveredAt.toISOString().slice(0, 10),
    delivered: latest.status === 'delivered',
  };
}
