/** The shipment-tracking workflow's activities (registered by activities/index.ts). */
import type { Database } from '../../db/client.ts';
import type { ManualStatusInput } from '../../workflows/orders/messages.ts';
import { refusing } from '../orders/as-activity-failure.ts';
import {
  endShipmentTracking,
  pollShipment,
  recordManualStatus,
  type TrackingEndReason,
} from './track-shipment.ts';

type Deps = { db: Database; now: () => Date };

export function createShippingActivities({ db, now }: Deps) {
  return {
    /** Asks the carrier through its adapter and records new scans. */
    pollShipment: (shipmentId: string, options: { sandboxStepMs: number }) =>
      refusing(() => pollShipment(db, shipmentId, options, now())),
    /** Records a status the supplier entered by hand. */
    recordManualShipmentStatus: (shipmentId: string, eventId: string, entry: ManualStatusInput) =>
      refusing(() => recordManualStatus(db, shipmentId, eventId, entry, now())),
    /** Ends tracking with its reason. */
    endShipmentTracking: (shipmentId: string, reason: TrackingEndReason) =>
      refusing(() => endShipmentTracking(db, shipmentId, reason, now())),
  };
}
