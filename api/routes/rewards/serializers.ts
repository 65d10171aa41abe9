/** The rewards page's answer shapes (pharmacy-side §3 Reward: latest_reward_point, current_tier, message). */
import { z } from 'zod';
import type { RewardHistoryRow } from '../../../db/queries/rewards.ts';
import type { rewardPrizes } from '../../../db/schema/index.ts';
import { formatCents } from '../../../domain/money.ts';
import { creditCentsForPoints } from '../../../domain/rewards/points.ts';

export const PRIZE_TYPES = ['gift_card', 'merchandise', 'cash'] as const;
export const ENTRY_KINDS = ['earned', 'reversed', 'prize_claim', 'cash_claim'] as const;

export const PrizeSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    prize_type: z.enum(PRIZE_TYPES),
    points_cost: z.number().int(),
    description: z.string(),
  })
  .meta({ id: 'RewardPrize' });

export const RewardEntrySchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(ENTRY_KINDS),
    points: z.number().int(),
    description: z.string(),
    prize_type: z.enum(PRIZE_TYPES).nullable(),
    prize_name: z.string().nullable(),
    invoice_id: z.uuid().nullable(),
    invoice_number: z.number().int().nullable(),
    occurred_at: z.iso.datetime(),
  })
  .meta({ id: 'RewardEntry' });

export const RewardsPageSchema = z
  .strictObject({
    latest_reward_point: z.number().int(),
    current_tier: z.string(),
    next_tier: z.string().nullable(),
    message: z.string(),
    trailing_twelve_months_points: z.number().int(),
    /** What the points are worth claimed as cash, and the credit waiting for the next invoice. */
    cash_value_cents: z.number().int(),
    cash_value: z.string(),
    credit_pending_cents: z.number().int(),
    cash_claim_minimum_points: z.number().int(),
    prizes: z.array(PrizeSchema),
    years: z.array(z.number().int()),
    filter: z.strictObject({
      prize_type: z.enum(PRIZE_TYPES).nullable(),
      year: z.number().int().nullable(),
    }),
    history: z.strictObject({
      data: z.array(RewardEntrySchema),
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  })
  .meta({ id: 'RewardsPage' });

export const ClaimAnswerSchema = z
  .strictObject({
    message: z.string(),
    latest_reward_point: z.number().int(),
    claimed_points: z.number().int(),
    credit_cents: z.number().int(),
  })
  .meta({ id: 'RewardClaim' });

export function serializePrize(prize: typeof rewardPrizes.$inferSelect): z.infer<typeof PrizeSchema> {
  return {
    id: prize.id,
    name: prize.name,
    prize_type: prize.prizeType,
    points_cost: prize.pointsCost,
    description: prize.description,
  };
}

export function serializeEntry(row: RewardHistoryRow): z.infer<typeof RewardEntrySchema> {
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind,
    points: entry.points,
    description: entry.description,
    prize_type: entry.kind === 'cash_claim' ? 'cash' : (row.prizeType ?? null),
    prize_name: row.prizeName ?? null,
    invoice_id: entry.invoiceId,
    invoice_number: row.invoiceNumber ?? null,
    occurred_at: entry.occurredAt.toISOString(),
  };
}

/** The cash value of a balance (none while it is negative). */
export function cashValueOf(points: number) {
  const cents = creditCentsForPoints(Math.max(0, points));
  return { cash_value_cents: cents, cash_value: formatCents(cents) };
}
