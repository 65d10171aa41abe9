import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { createTestContext, ORIGIN, type TestContext } from '../../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the Authorization header rule', () => {
  it('answers 401 to a call without Authorization, with a foreign scheme, or with Web but no session', async () => {
    const session = await t.login('pharmacy@example.com');
    const cookieOnly = await t.call('GET', '/api/v1/users/me', { headers: { cookie: session.cookie } });
    const basic = await t.call('GET', '/api/v1/users/me', {
      headers: { authorization: 'Basic dTpw', cookie: session.cookie },
    });
    const webNoCookie = await t.call('GET', '/api/v1/users/me', { headers: { authorization: 'Web' } });
    const badBearer = await t.call('GET', '/api/v1/users/me', {
      headers: { authorization: 'Bearer pmk_nope' },
    });
    expect([cookieOnly.status, basic.status, webNoCookie.status, badBearer.status]).toEqual([
      401, 401, 401, 401,
    ]);
  });

  it('answers problem JSON with a message and a request id', async () => {
    const response = await t.call('GET', '/api/v1/users/me');
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 401, code: 'AUTH_REQUIRED', message: 'Please log in to continue.' });
    expect(body.request_id).toBe(response.headers.get('x-request-id'));
  });
});

describe('CSRF protection of browser writes', () => {
  it('refuses a write without the CSRF token, or with another session token, with 403', async () => {
    const session = await t.login('supplier@example.com');
    const other = await t.login('supplier@example.com');
    const missing = await t.call('POST', '/api/v1/access_tokens', {
      headers: { authorization: 'Web', cookie: session.cookie },
      body: { name: 'x', current_password: DEMO_PASSWORD },
    });
    const foreign = await t.call('POST', '/api/v1/access_tokens', {
      as: { ...session, csrf: other.csrf },
      body: { name: 'x', current_password: DEMO_PASSWORD },
    });
    expect([missing.status, foreign.status]).toEqual([403, 403]);
    expect(((await missing.json()) as { code: string }).code).toBe('CSRF_TOKEN_INVALID');
    const ok = await t.call('POST', '/api/v1/access_tokens', {
      as: session,
      body: { name: 'x', current_password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(201);
  });

  it('refuses a foreign Origin with 403 and a non-JSON body with 415', async () => {
    const session = await t.login('supplier@example.com');
    const crossSite = await t.call('POST', '/api/v1/access_tokens', {
      as: session,
      body: { name: 'x', current_password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await t.call('POST', '/api/v1/access_tokens', {
      as: session,
      body: { name: 'x', current_password: DEMO_PASSWORD },
      headers: { origin: ORIGIN },
    });
    expect(sameSite.status).toBe(201);
    const textPlain = await t.call('POST', '/api/v1/access_tokens', {
      as: session,
      rawBody: JSON.stringify({ name: 'x', current_password: DEMO_PASSWORD }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(textPlain.status).toBe(415);
  });

  it('stores no raw CSRF token: the one the login answered is nowhere in the sessions table, and still passes', async () => {
    const session = await t.login('supplier@example.com');
    const rows = await t.sql`select * from sessions`;
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(session.csrf);
    // A reloaded page reads the same token again (GET /users/me, the page's meta tag).
    const me = await t.call('GET', '/api/v1/users/me', { as: session });
    expect(((await me.json()) as { csrf_token: string }).csrf_token).toBe(session.csrf);
    const ok = await t.call('POST', '/api/v1/access_tokens', {
      as: session,
      body: { name: 'x', current_password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(201);
  });

  it('does not ask a bearer-token caller for a CSRF token', async () => {
    const token = await t.issueToken('support@example.com');
    const response = await t.call('POST', '/api/v1/access_tokens', {
      as: token,
      body: { name: 'from the cli', current_password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(201);
  });

  it('refuses broken JSON with 400', async () => {
    const session = await t.login('supplier@example.com');
    const response = await t.call('POST', '/api/v1/access_tokens', { as: session, rawBody: '{"name":' });
    expect(response.status).toBe(400);
  });
});

describe('personal access tokens', () => {
  it('are stored hashed, shown once, and stop working when revoked', async () => {
    const session = await t.login('pharmacy@example.com');
    const created = await t.call('POST', '/api/v1/access_tokens', {
      as: session,
      body: { name: 'laptop', current_password: DEMO_PASSWORD },
    });
    const { id, token, prefix } = (await created.json()) as { id: string; token: string; prefix: string };
    expect(token).toMatch(/^pmk_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(prefix)).toBe(true);
    const stored = await t.sql`select token_hash from access_tokens where id = ${id}`;
    expect(stored[0]!.token_hash).not.toContain(token.slice(4, 20));
    const bearer = { kind: 'token' as const, token };
    expect((await t.call('GET', '/api/v1/users/me', { as: bearer })).status).toBe(200);
    const list = (await (await t.call('GET', '/api/v1/access_tokens', { as: bearer })).json()) as {
      data: object[];
    };
    expect(JSON.stringify(list)).not.toContain(token);
    expect((await t.call('DELETE', `/api/v1/access_tokens/${id}`, { as: session })).status).toBe(204);
    expect((await t.call('GET', '/api/v1/users/me', { as: bearer })).status).toBe(401);
  });
});

describe('security headers and errors', () => {
  it('sends CSP, nosniff and frame denial on API responses', async () => {
    const response = await t.call('GET', '/api/v1/users/me');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers 404 problem JSON for an unknown API path', async () => {
    const session = await t.login('pharmacy@example.com');
    const response = await t.call('GET', '/api/v1/no/such/thing', { as: session });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Not found');
  });
});
