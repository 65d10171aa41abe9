/**
 * The demo pharmacy's rewards history (issue 23): points earned on time over the last fourteen
 * months (so the year select has two years) and one prize claimed. No cash claim: its credit would
 * lower the next invoice of every test that invoices the demo pharmacy. Fixed source keys, so a
 * second seed adds nothing.
 */
import type { Database } from '../client.ts';
import { rewardLedger } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { REWARD_PRIZES } from './reward-prizes.ts';

const DAY = 24 * 60 * 60 * 1000;
const EARNED = [420, 310, 655, 280, 515, 390, 720, 185, 460, 605, 330, 540, 275, 610];

/** Adds the demo pharmacy's history; answers the entries added. */
export async function seedRewards(db: Database, now: Date): Promise<number> {
  const pharmacy = DEMO_ACCOUNTS.find((a) => a.user.email === 'pharmacy@example.com')!;
  const trays = REWARD_PRIZES.find((p) => p.name === 'Pill counting tray set')!;
  const entries: (typeof rewardLedger.$inferInsert)[] = EARNED.map((points, i) => ({
    accountId: pharmacy.id,
    kind: 'earned',
    points,
    sourceKey: `demo:earned:${i}`,
    description: `Invoices paid on time: ${points} points`,
    occurredAt: new Date(now.getTime() - (EARNED.length - i) * 30 * DAY),
  }));
  entries.push({
    accountId: pharmacy.id,
    kind: 'prize_claim',
    points: -trays.pointsCost,
    sourceKey: 'demo:prize:0',
    prizeId: trays.id,
    description: `Claimed ${trays.name}`,
    occurredAt: new Date(now.getTime() - 150 * DAY),
  });
  const added = await db
    .insert(rewardLedger)
    .values(entries)
    .onConflictDoNothing({ target: rewardLedger.sourceKey })
    .returning({ id: rewardLedger.id });
  return added.length;
}
