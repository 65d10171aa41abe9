/**
 * Rewards (pharmacy-side §2 /pharmacy/rewards, §3 Reward, §7 GET /pharmacy/rewards, POST
 * /api/v1/reward/{id}/claim and /reward/claim_cash; issue 23). Pharmacy accounts only; every read and
 * claim is keyed by the caller's account. Claims spend the account's points, so they are its admin's
 * (issue 22 money-moving calls); a member reads the page.
 */
import { z } from 'zod';
import {
  listClaimablePrizes,
  listRewardHistory,
  listRewardYears,
  pointsBalance,
  pointsEarnedSince,
  rewardCreditLeftCents,
} from '../../../db/queries/rewards.ts';
import { CASH_CLAIM_MINIMUM_POINTS } from '../../../domain/rewards/points.ts';
import { tierFor, tierMessage } from '../../../domain/rewards/tiers.ts';
import { claimCash, claimPrize, type ClaimResult } from '../../../services/rewards/claim-reward.ts';
import { pageParam, perPageChoice } from '../../contract/paging.ts';
import { defineRoute, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import {
  cashValueOf,
  ClaimAnswerSchema,
  PRIZE_TYPES,
  RewardsPageSchema,
  serializeEntry,
  serializePrize,
} from './serializers.ts';

const area = 'rewards';
const access = ['pharmacy'] as const;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The history's per-page choices. */
export const REWARD_PER_PAGE = [10, 25, 50, 100] as const;

const PageQuery = z.strictObject({
  page: pageParam(),
  per_page: perPageChoice(REWARD_PER_PAGE, 25),
  prize_type: z.enum(PRIZE_TYPES, 'must be gift_card, merchandise or cash').optional(),
  year: z.coerce
    .number('must be a year')
    .int('must be a year')
    .min(2000, 'must be a year')
    .max(2100, 'must be a year')
    .optional(),
});

const pageRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/rewards',
  area,
  access,
  summary: 'The rewards page: points, tier and message, prizes, and the history paged by prize type and year',
  request: { query: PageQuery },
  responses: { 200: jsonContent(RewardsPageSchema, 'The rewards page') },
});

const claimRoute = defineRoute({
  method: 'post',
  path: '/reward/{id}/claim',
  area,
  access,
  role: 'admin',
  summary: 'Claim a prize with points (applied once even when sent twice at once)',
  request: { params: z.strictObject({ id: z.uuid('not a valid id') }) },
  responses: { 200: jsonContent(ClaimAnswerSchema, 'Claimed') },
  problems: [404, 422],
});

const claimCashRoute = defineRoute({
  method: 'post',
  path: '/reward/claim_cash',
  area,
  access,
  role: 'admin',
  summary: 'Turn points into a statement credit on the next invoice (every point, or `points`)',
  request: {
    query: z.strictObject({
      points: z.coerce
        .number('must be a whole number')
        .int('must be a whole number')
        .positive('must be positive')
        .max(100_000_000, 'is too large')
        .optional(),
    }),
  },
  responses: { 200: jsonContent(ClaimAnswerSchema, 'Claimed') },
  problems: [422],
});

const answer = (claim: ClaimResult) => ({
  message: claim.message,
  latest_reward_point: claim.points,
  claimed_points: claim.claimedPoints,
  credit_cents: claim.creditCents,
});

export const rewardRoutes = createRouter();

addRoute(rewardRoutes, pageRoute, async (c) => {
  const query = c.req.valid('query');
  const { db, now } = c.get('deps');
  const { id: accountId, timeZone } = c.get('caller').account;
  const filter = {
    page: query.page,
    perPage: query.per_page,
    prizeType: query.prize_type,
    year: query.year,
    timeZone,
  };
  const [points, trailing, credit, prizes, years, history] = await Promise.all([
    pointsBalance(db, accountId),
    pointsEarnedSince(db, accountId, new Date(now().getTime() - YEAR_MS)),
    rewardCreditLeftCents(db, accountId),
    listClaimablePrizes(db),
    listRewardYears(db, accountId, timeZone),
    listRewardHistory(db, accountId, filter),
  ]);
  const tier = tierFor(trailing);
  return c.json(
    {
      latest_reward_point: points,
      current_tier: tier.current.name,
      next_tier: tier.next?.name ?? null,
      message: tierMessage(trailing),
      trailing_twelve_months_points: trailing,
      ...cashValueOf(points),
      credit_pending_cents: credit,
      cash_claim_minimum_points: CASH_CLAIM_MINIMUM_POINTS,
      prizes: prizes.map(serializePrize),
      years,
      filter: { prize_type: query.prize_type ?? null, year: query.year ?? null },
      history: {
        data: history.rows.map(serializeEntry),
        page: query.page,
        per_page: query.per_page,
        total: history.total,
      },
    },
    200,
  );
});

addRoute(rewardRoutes, claimRoute, async (c) => {
  const { db, now } = c.get('deps');
  const claim = await claimPrize(db, {
    accountId: c.get('caller').account.id,
    prizeId: c.req.valid('param').id,
    now: now(),
  });
  return c.json(answer(claim), 200);
});

addRoute(rewardRoutes, claimCashRoute, async (c) => {
  const { db, now } = c.get('deps');
  const claim = await claimCash(db, {
    accountId: c.get('caller').account.id,
    points: c.req.valid('query').points,
    now: now(),
  });
  return c.json(answer(claim), 200);
});
