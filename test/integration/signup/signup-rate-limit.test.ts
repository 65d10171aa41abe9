/**
 * The public signup calls are rate-limited per client address (issue 12; domain/rate-limits.ts
 * `signup`), and the submit has its own smaller limit where an IPv6 /64 counts as one address
 * (issue 22, `signupSubmit`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMITS: 'signup=100/3/3600,signupSubmit=100/2/3600' } });
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

  it('counts submits from one IPv6 /64 together, whatever the interface id, under their own limit', async () => {
    const submitFrom = (from: string) =>
      t.call('POST', '/api/v1/users/signup/pharmacy', {
        body: new FormData(),
        headers: { authorization: 'Web' },
        from,
      });
    const statuses: number[] = [];
    for (const from of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:aaaa::3'])
      statuses.push((await submitFrom(from)).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await submitFrom('2001:db8:5:7::1')).status).toBe(400);
  });
});
