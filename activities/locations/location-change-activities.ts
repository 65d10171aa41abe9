/** The location-change workflow's activities (registered by activities/index.ts); refusals are typed failures. */
import type { Database } from '../../db/client.ts';
import type { LocationChangeDecision } from '../../domain/locations/location-moves.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import {
  markLocationChangesStarted,
  openLocationChange,
  recordLocationChangeDecision,
} from './location-change-steps.ts';

export function createLocationChangeActivities(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** Reads the change for its workflow (null when gone). */
    openLocationChange: (id: string) => openLocationChange(db, id),
    /** Support's decision; approved, the store moves and its wholesalers get the notice. */
    recordLocationChangeDecision: (id: string, decision: LocationChangeDecision) =>
      refusing(() => recordLocationChangeDecision(db, id, decision, now())),
    /** Records that these changes' workflows run. */
    markLocationChangesStarted: (ids: string[]) => markLocationChangesStarted(db, ids, now()),
  };
}
