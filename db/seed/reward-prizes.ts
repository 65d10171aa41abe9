import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { rewardPrizes } from '../schema/index.ts';

/**
 * The rewards prize catalogue (issue 23; not in the spec: docs/decisions.md "Rewards prizes"):
 * fixed ids, so the history and the demo keep naming the same prizes. A prize is retired, never
 * deleted (the ledger names it).
 */
export const REWARD_PRIZES = [
  {
    id: '0e6c1d7a-6b7e-4f0b-9a51-1a0c2b3d4e01',
    name: '$25 gift card',
    prizeType: 'gift_card',
    pointsCost: 2_500,
    description: 'A $25 gift card for a national retailer, sent by email.',
  },
  {
    id: '0e6c1d7a-6b7e-4f0b-9a51-1a0c2b3d4e02',
    name: '$100 gift card',
    prizeType: 'gift_card',
    pointsCost: 9_500,
    description: 'A $100 gift card for a national retailer, sent by email.',
  },
  {
    id: '0e6c1d7a-6b7e-4f0b-9a51-1a0c2b3d4e03',
    name: 'Pharmacy counter mat',
    prizeType: 'merchandise',
    pointsCost: 1_200,
    description: 'An anti-fatigue mat for the pharmacy counter, shipped to the default location.',
  },
  {
    id: '0e6c1d7a-6b7e-4f0b-9a51-1a0c2b3d4e04',
    name: 'Pill counting tray set',
    prizeType: 'merchandise',
    pointsCost: 800,
    description: 'Two antimicrobial counting trays with spatulas, shipped to the default location.',
  },
] as const;

/** Upserts the catalogue; a row already as here is not touched. Answers rows written. */
export async function seedRewardPrizes(db: Database): Promise<number> {
  const written = await db
    .insert(rewardPrizes)
    .values(REWARD_PRIZES.map((p) => ({ ...p })))
    .onConflictDoUpdate({
      target: rewardPrizes.id,
      set: {
        name: sql`excluded.name`,
        prizeType: sql`excluded.prize_type`,
        pointsCost: sql`excluded.points_cost`,
        description: sql`excluded.description`,
      },
      setWhere: sql`(${rewardPrizes.name}, ${rewardPrizes.prizeType}, ${rewardPrizes.pointsCost}, ${rewardPrizes.description}) is distinct from (excluded.name, excluded.prize_type, excluded.points_cost, excluded.description)`,
    })
    .returning({ id: rewardPrizes.id });
  return written.length;
}
