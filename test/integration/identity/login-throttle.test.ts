/**
 * Login throttling cannot be turned against everyone (issue 10): failures count per (client
 * address, email) and per client address, in counters updated atomically; the lock slows the one
 * guessing without locking the owner out for good; and the client address is the socket's unless
 * a trusted proxy (TRUSTED_PROXIES) vouches for X-Forwarded-For.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, type TestContext } from '../../harness/app.ts';

const PROXY = '10.0.0.5';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
});
afterAll(() => t.close());

/** A login from a socket address, with the headers given (an X-Forwarded-For). */
const logIn = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/session', {
    body: { email, password },
    headers: { authorization: 'Web', ...headers },
    from,
  });
/** Frozen hours apart, so that each test has windows of its own. */
const at = (hours: number, seconds = 0) =>
  new Date(Date.UTC(2031, 0, 1) + hours * 3_600_000 + seconds * 1000);

describe('login throttling', () => {
  it('refuses the 101st attempt in an hour from one address across emails, while another address logs in: the per-address throttle', async () => {
    t.setNow(at(0));
    // Credential stuffing: one address, a new email each time (no pair ever reaches its wait).
    for (let i = 0; i < 100; i++) {
      const response = await logIn('198.51.100.1', `stuffed-${i}@example.com`, 'Bad-Password-9!');
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    const refused = await logIn('198.51.100.1', 'pharmacy@example.com', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    expect((await logIn('198.51.100.2', 'pharmacy@example.com', DEMO_PASSWORD)).status).toBe(200);
    // The next hour is a new window.
    t.setNow(at(1, 1));
    expect((await logIn('198.51.100.1', 'pharmacy@example.com', DEMO_PASSWORD)).status).toBe(200);
    t.setNow(undefined);
  });

  it('never locks the owner out for good: from another address at once, from the same one after the wait', async () => {
    t.setNow(at(3));
    // Someone guesses at the owner's email from one address, each time as soon as allowed.
    let clock = at(3).getTime();
    for (let i = 0; i < 20; i++) {
      t.setNow(new Date(clock));
      const response = await logIn('198.51.100.66', 'supplier@example.com', 'Guess-Password-1!');
      expect(response.status).toBe(401);
      clock += Math.min(2 ** Math.max(i - 3, 0), 900) * 1000;
    }
    const held = await logIn('198.51.100.66', 'supplier@example.com', DEMO_PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // The owner, elsewhere, is not held at all.
    expect((await logIn('198.51.100.67', 'supplier@example.com', DEMO_PASSWORD)).status).toBe(200);
    // From the guessing address too, once the capped wait is over; the success forgets the pair.
    t.setNow(new Date(clock + 900_000));
    expect((await logIn('198.51.100.66', 'supplier@example.com', DEMO_PASSWORD)).status).toBe(200);
    expect((await logIn('198.51.100.66', 'supplier@example.com', 'Typo-Password-1!')).status).toBe(401);
    expect((await logIn('198.51.100.66', 'supplier@example.com', DEMO_PASSWORD)).status).toBe(200);
    t.setNow(undefined);
  });

  it('counts a burst atomically: ten parallel attempts at one pair get five password checks', async () => {
    t.setNow(at(5));
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => logIn('198.51.100.80', 'seller@example.com', 'Burst-Password-1!')),
    ).then((responses) => responses.map((r) => r.status).sort());
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    t.setNow(undefined);
  });

  it('counts the client behind a trusted proxy, not the proxy: its clients are not throttled together', async () => {
    t.setNow(at(7));
    for (let i = 0; i < 100; i++) {
      const response = await logIn(PROXY, `proxied-${i}@example.com`, 'Bad-Password-9!', {
        'x-forwarded-for': '203.0.113.50',
      });
      expect(response.status).toBe(401);
    }
    const sameClient = await logIn(PROXY, 'pharmacy@example.com', DEMO_PASSWORD, {
      'x-forwarded-for': '203.0.113.50',
    });
    expect(sameClient.status).toBe(429);
    const otherClient = await logIn(PROXY, 'pharmacy@example.com', DEMO_PASSWORD, {
      'x-forwarded-for': '203.0.113.51',
    });
    expect(otherClient.status).toBe(200);
    t.setNow(undefined);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy: a caller cannot pick its bucket', async () => {
    t.setNow(at(9));
    for (let i = 0; i < 100; i++) {
      const response = await logIn('203.0.113.9', `spoofed-${i}@example.com`, 'Bad-Password-9!', {
        'x-forwarded-for': `192.0.2.${i}`,
      });
      expect(response.status).toBe(401);
    }
    const refused = await logIn('203.0.113.9', 'pharmacy@example.com', DEMO_PASSWORD, {
      'x-forwarded-for': '192.0.2.200',
    });
    expect(refused.status).toBe(429);
    t.setNow(undefined);
  });

  it('throttles re-authentication like a login: a stolen session cannot guess the password', async () => {
    t.setNow(at(11));
    const session = await t.login('seller@example.com');
    const change = (current: string) =>
      t.call('PUT', '/api/v1/users/me/password', {
        as: session,
        from: '198.51.100.90',
        body: {
          current_password: current,
          password: 'New-Passphrase-2031!',
          password_confirmation: 'New-Passphrase-2031!',
        },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Guess-${i}-Password!`)).status).toBe(422);
    const held = await change(DEMO_PASSWORD);
    expect(held.status).toBe(429);
    t.setNow(undefined);
  });
});
