/**
 * Reference data every database needs, production included: the states (a location's state id),
 * the ZIP centroids (time in transit) and the rewards prize catalogue. Loaded by `pharmacy db migrate`
 * after the migrations, and by the demo seed through the same function, so an empty production database takes signups.
 */
import type { Database } from '../client.ts';
import { REWARD_PRIZES, seedRewardPrizes } from './reward-prizes.ts';
import { seedStates } from './states.ts';
import { seedZipCentroids } from './zip-centroids.ts';

/** Rows in the reference files, and rows this run inserted or changed (0 on a second run). */
export type ReferenceDataReport = {
  states: number;
  zipCentroids: number;
  rewardPrizes: number;
  written: number;
};

/** Upserts the reference data; idempotent, so it runs on every migrate. */
export async function loadReferenceData(db: Database): Promise<ReferenceDataReport> {
  const stateRows = await seedStates(db);
  const centroidRows = await seedZipCentroids(db);
  const prizesWritten = await seedRewardPrizes(db);
  return {
    states: stateRows.rows,
    zipCentroids: centroidRows.rows,
    rewardPrizes: REWARD_PRIZES.length,
    written: stateRows.written + centroidRows.written + prizesWritten,
  };
}
