/**
 * Signup drafts are bounded (issue 22, Trust round 3): a draft holds at most 1 MB of fields however
 * many steps a stranger saves into it, and a draft nobody touched for 30 days is deleted by the
 * scheduled purge of expired identity records.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredIdentityRecords } from '../../../activities/maintenance/purge-expired.ts';
import { signupDrafts } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';
import { publicCall } from './signup-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
type Problem = { status: number; code: string; errors?: Record<string, string[]> };

/** `count` fields of 2,000 characters named `<prefix>_<i>`: about 2 KB each. */
function bulkyStep(prefix: string, count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}_${i}`, 'x'.repeat(2000)]));
}

async function saveStep(data: Record<string, string>, resumeToken?: string) {
  return publicCall(t, 'POST', '/api/v1/ajax/process_data', {
    ...(resumeToken ? { resume_token: resumeToken } : {}),
    step: 'account',
    data,
  });
}

describe('signup drafts: size', () => {
  it('refuses a step that would grow the draft past 1 MB with 413 naming data, keeping the draft', async () => {
    const first = await saveStep(bulkyStep('a', 300));
    expect(first.status).toBe(200);
    const { resume_token } = (await first.json()) as { resume_token: string };
    const second = await saveStep(bulkyStep('b', 300), resume_token);
    expect(second.status).toBe(413);
    const problem = (await second.json()) as Problem;
    expect(Object.keys(problem.errors ?? {})).toEqual(['data']);
    const loaded = await publicCall(t, 'POST', '/api/v1/ajax/load_data', { resume_token });
    const { data } = (await loaded.json()) as { data: Record<string, string> };
    expect(Object.keys(data)).toHaveLength(300);
    expect(data.b_0).toBeUndefined();
  });

  it('still merges steps that stay within the cap, overwriting a field saved again', async () => {
    const first = await saveStep({ first_name: 'Nora', ...bulkyStep('a', 200) });
    const { resume_token } = (await first.json()) as { resume_token: string };
    const again = await saveStep({ first_name: 'Nara', ...bulkyStep('a', 200) }, resume_token);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: Record<string, string> }).data.first_name).toBe('Nara');
  });
});

describe('signup drafts: purge', () => {
  it('deletes drafts untouched for 30 days in the scheduled purge and keeps recent ones', async () => {
    const stale = await saveStep({ first_name: 'Stale' });
    const fresh = await saveStep({ first_name: 'Fresh' });
    const staleToken = ((await stale.json()) as { resume_token: string }).resume_token;
    const freshToken = ((await fresh.json()) as { resume_token: string }).resume_token;
    const old = new Date(Date.now() - 31 * DAY_MS);
    await t.db
      .update(signupDrafts)
      .set({ createdAt: old, updatedAt: old })
      .where(eq(signupDrafts.step, 'account'));
    await saveStep({ city: 'Austin' }, freshToken); // touched today
    const result = await purgeExpiredIdentityRecords(t.db, new Date(), t.env.session);
    expect(result).toMatchObject({ signupDrafts: expect.any(Number) as number });
    expect(result.signupDrafts).toBeGreaterThanOrEqual(1);
    const afterStale = await publicCall(t, 'POST', '/api/v1/ajax/load_data', { resume_token: staleToken });
    expect(afterStale.status).toBe(404);
    const afterFresh = await publicCall(t, 'POST', '/api/v1/ajax/load_data', { resume_token: freshToken });
    expect(afterFresh.status).toBe(200);
  });
});
