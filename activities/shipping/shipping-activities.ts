/** The shipment-tracking workflow's activities (registered by activities/index.ts). */
import type { Database } from '../../db/client.ts';
import type { Carriers } from '../ports/carrier.ts';
import type { ManualStatusInput } from '../../workflows/orders/messages.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import {
  endShipmentTracking,
  pollShipment,
  recordManualStatus,
  type TrackingEndReason,
} from './track-shipment.ts';

type Deps = { db: Database; now: () => Date; ports: { carriers: Carriers } };

export function createShippingActivities({ db, now, ports }: Deps) {
  return {
    /** Asks the carrier through its adapter and records new scans. */
    pollShipment: (shipmentId: string, options: { sandboxStepMs: number }) =>
      refusing(() => pollShipment(db, ports.carriers, shipmentId, options, now())),
    /** Records a status the supplier entered by hand. */
    recordManualShipmentStatus: (shipmentId: string, eventId: string, entry: ManualStatusInput) =>
      refusing(() => recordManualStatus(db, shipmentId, eventId, entry, now())),
    /** Ends tracking with its reason. */
    endShipmentTracking: (shipmentId: string, reason: TrackingEndReason) =>
      refusing(() => endShipmentTracking(db, shipmentId, reason, now())),
  };
}
