/** The sandbox carrier behind the carrier port: its scans follow the clock (domain/shipping/sandbox-carrier.ts). */
import { SANDBOX_CARRIER, sandboxEventsAt, sandboxStatusAt } from '../../domain/shipping/sandbox-carrier.ts';
import type { CarrierPort, Carriers } from '../ports/carrier.ts';

/** A sandbox carrier whose every scan lasts `stepMs`. */
export function sandboxCarrier(stepMs: number): CarrierPort {
  return {
    track({ trackingNumber, shippedAt, now, destination }) {
      const clock = { trackingNumber, shippedAt, now, stepMs, destination: destination ?? undefined };
      const status = sandboxStatusAt(clock);
      const scans = sandboxEventsAt(clock).map((e) => ({
        status: e.status,
        locationCity: e.location_city,
        locationState: e.location_state,
        occurredAt: e.occurred_at,
      }));
      return Promise.resolve({
        scans,
        estimatedDelivery: status.estimated_delivery,
        delivered: status.delivered,
      });
    },
  };
}

/** The carriers tracked on one machine: only the sandbox has an adapter; others move by hand. */
export const localCarriers: Carriers = {
  portFor: (carrier, options) => (carrier === SANDBOX_CARRIER ? sandboxCarrier(options.sandboxStepMs) : null),
};
