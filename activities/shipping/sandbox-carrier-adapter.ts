/** The sandbox carrier behind the carrier port: its scans follow the clock (domain/shipping/sandbox-carrier.ts). */
import {
  SANDBOX_CARRIER,
  makeSandboxTrackingNumber,
  sandboxEventsAt,
  sandboxStatusAt,
} from '../../domain/shipping/sandbox-carrier.ts';
import { renderTextPdf } from '../documents/text-pdf.ts';
import type { CarrierLabel, CarrierPort, Carriers, LabelRequest } from '../ports/carrier.ts';

/** The sandbox's label: a one-page PDF marked SANDBOX (not valid for shipping), the tracking number derived from the reference. */
export async function sandboxLabel(request: LabelRequest): Promise<CarrierLabel> {
  const trackingNumber = makeSandboxTrackingNumber(request.reference);
  const pounds = (milli: number) => (milli / 1000).toFixed(3);
  const lines = [
    '*** SANDBOX LABEL - NOT VALID FOR SHIPPING ***',
    '',
    `Carrier: Sandbox carrier        Tracking number: ${trackingNumber}`,
    '',
    'FROM:',
    `  ${request.from.name}`,
    ...request.from.lines.map((l) => `  ${l}`),
    '',
    'TO:',
    `  ${request.to.name}`,
    ...request.to.lines.map((l) => `  ${l}`),
    '',
    `Packages: ${request.packages.length}`,
    ...request.packages.map(
      (p, i) => `  ${i + 1}. ${pounds(p.weightMilliLbs)} lbs, ${p.length} x ${p.width} x ${p.height} in`,
    ),
    '',
    '*** SANDBOX ***',
  ];
  return { trackingNumber, pdf: await renderTextPdf([lines]) };
}

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
    createLabel: (request) => sandboxLabel(request),
  };
}

/** The carriers tracked on one machine: only the sandbox has an adapter; others move by hand. */
export const localCarriers: Carriers = {
  portFor: (carrier, options) => (carrier === SANDBOX_CARRIER ? sandboxCarrier(options.sandboxStepMs) : null),
};
