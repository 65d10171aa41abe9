/** The authorization matrix's rules for rewards (issue 23): the page, prize claims and cash claims. */
import { randomUUID } from 'node:crypto';
import { rewardLedger } from '../../../db/schema/index.ts';
import { REWARD_PRIZES } from '../../../db/seed/reward-prizes.ts';
import { accountIdOf, KIND, type Role } from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

/** Points for a pharmacy caller's account before its claim, so an allowed claim succeeds. */
async function withPoints(role: Role): Promise<void> {
  if (KIND[role] !== 'pharmacy') return;
  await t.db.insert(rewardLedger).values({
    accountId: accountIdOf(role),
    kind: 'earned',
    points: 10_000,
    sourceKey: `matrix:${randomUUID()}`,
    description: 'Matrix points',
    occurredAt: new Date(),
  });
}

export const REWARD_RULES: Record<string, RouteRule> = {
  'GET /api/v1/pharmacy/rewards': { access: ['pharmacy'] },
  // Claims spend the account's points: its admin's call (issue 22 money-moving calls).
  'POST /api/v1/reward/:id/claim': {
    access: ['pharmacy'],
    role: 'admin',
    sample: async (role) => {
      await withPoints(role);
      return { params: { id: REWARD_PRIZES[0].id } };
    },
  },
  'POST /api/v1/reward/claim_cash': {
    access: ['pharmacy'],
    role: 'admin',
    sample: async (role) => {
      await withPoints(role);
      return { query: { points: '500' } };
    },
  },
};
