/**
 * The hourly identity purge deletes one-time password links spent (used or expired) more than 30
 * days ago (issue 22), and keeps the ones a holder may still be told about or may still use.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredIdentityRecords } from '../../../activities/maintenance/purge-expired.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { passwordLinks } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';

const DAY_MS = 86_400_000;
const SUPPORT_USER = DEMO_ACCOUNTS.find((a) => a.user.email === 'support@example.com')!.user.id;
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('purging spent password links', () => {
  it('deletes links used or expired over 30 days ago and keeps the rest', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const link = (name: string, createdAt: Date, expiresAt: Date, usedAt: Date | null) => ({
      tokenHash: `${name}-${randomBytes(8).toString('hex')}`,
      userId: SUPPORT_USER,
      createdAt,
      expiresAt,
      usedAt,
    });
    const rows = await t.db
      .insert(passwordLinks)
      .values([
        link('used-long-ago', ago(40), ago(37), ago(39)),
        link('expired-long-ago', ago(40), ago(37), null),
        link('used-yesterday', ago(2), new Date(now.getTime() + DAY_MS), ago(1)),
        link('expired-yesterday', ago(4), ago(1), null),
        link('still-good', now, new Date(now.getTime() + 3 * DAY_MS), null),
      ])
      .returning({ id: passwordLinks.id, tokenHash: passwordLinks.tokenHash });

    const result = await purgeExpiredIdentityRecords(t.db, now, t.env.session);
    expect(result.passwordLinks).toBe(2);

    const left = await t.db
      .select({ tokenHash: passwordLinks.tokenHash })
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, SUPPORT_USER));
    const names = left.map((row) => row.tokenHash.replace(/-[0-9a-f]{16}$/, '')).sort();
    expect(names).toEqual(['expired-yesterday', 'still-good', 'used-yesterday']);
    expect(rows).toHaveLength(5);
  });
});
