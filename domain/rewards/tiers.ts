/**
 * Rewards tiers by the points earned in the trailing twelve months (issue 23; names and thresholds
 * are not in the spec: docs/decisions.md "Rewards tiers"). Claims do not lower the tier: it
 * measures paying on time, not the balance.
 */
import { formatCount } from './format.ts';

export const REWARD_TIERS = [
  { name: 'Bronze', minimumPoints: 0 },
  { name: 'Silver', minimumPoints: 1_000 },
  { name: 'Gold', minimumPoints: 5_000 },
  { name: 'Platinum', minimumPoints: 15_000 },
] as const;

export type RewardTierName = (typeof REWARD_TIERS)[number]['name'];

/** The tier a trailing-twelve-months total reaches, and the next one (null at the top). */
export function tierFor(trailingPoints: number) {
  let index = 0;
  REWARD_TIERS.forEach((tier, i) => {
    if (trailingPoints >= tier.minimumPoints) index = i;
  });
  return { current: REWARD_TIERS[index]!, next: REWARD_TIERS[index + 1] ?? null };
}

/** The current tier message shown on the rewards page (pharmacy-side §3 Reward `message`). */
export function tierMessage(trailingPoints: number): string {
  const { current, next } = tierFor(trailingPoints);
  if (!next) return `You are a ${current.name} member, our highest tier. Thank you for paying on time!`;
  const missing = next.minimumPoints - Math.max(0, trailingPoints);
  return `You are a ${current.name} member. Earn ${formatCount(missing)} more points in the next 12 months to reach ${next.name}.`;
}
