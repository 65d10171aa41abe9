/** The public signup calls are rate-limited per client address (issue 12; domain/rate-limits.ts `signup`). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMITS: 'signup=100/3/3600' } });
});
afterAll(() => t.close());

describe('signup rate limit', () => {
  it('answers 429 to a stranger’s address past the signup limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.call('GET', '/api/v1/signup/validate_email?email=someone@pharmacy.test', {
        headers: { authorization: 'Web' },
        from: '::ffff:127.0.0.1',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
