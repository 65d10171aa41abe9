/**
 * Rate limits per account and per client address (issue 10, Limits) on search, uploads, exports,
 * offer creation and card tokenisation, and document uploads (issue 22): 429 with Retry-After, counted in PostgreSQL so every API
 * replica shares the count, and the address taken through the trusted proxy only. Small limits
 * come from RATE_LIMITS; the windows are the production ones, moved through with the API's clock.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo-accounts.ts';
import { RATE_LIMITS } from '../../../domain/rate-limits.ts';
import { createTestContext, type Credentials, type TestContext } from '../../harness/app.ts';
import { startApiProcess } from '../../harness/processes.ts';

type Call = { method: string; path: string; body?: unknown };
const form = () => new FormData(); // an empty upload: refused (400) after it was counted

/** Each limit with the calls that share it, made by one account: every one of them is counted. */
const LIMITED: { limit: keyof typeof RATE_LIMITS; as: string; calls: Call[] }[] = [
  {
    limit: 'search',
    as: 'pharmacy@example.com',
    calls: [
      { method: 'GET', path: '/api/v1/products/search?input=ator' },
      { method: 'GET', path: '/api/v1/products?keywords=ator' },
      { method: 'GET', path: '/api/v1/products/deals' },
    ],
  },
  {
    limit: 'uploads',
    as: 'supplier@example.com',
    calls: [
      { method: 'POST', path: '/api/v1/imports', body: form() },
      { method: 'POST', path: '/api/v1/suppliers/non_returnable_products_import', body: form() },
      { method: 'POST', path: '/api/v1/suppliers/special_discount_products_import', body: form() },
      { method: 'POST', path: '/api/v1/suppliers/specific_shipping_rules_import', body: form() },
    ],
  },
  {
    limit: 'documents',
    as: 'pharmacy@example.com',
    calls: [
      { method: 'POST', path: '/api/v1/pharmacy/tax_documents', body: form() },
      { method: 'POST', path: `/api/v1/pharmacy/licences/${randomUUID()}/updates`, body: form() },
      { method: 'PUT', path: '/api/v1/pharmacy/become_seller', body: form() },
      {
        method: 'POST',
        path: `/api/v1/pharmacy/wholesalers/applications/${randomUUID()}/voided_cheque`,
        body: form(),
      },
    ],
  },
  {
    limit: 'documents',
    as: 'seller@example.com',
    calls: [
      { method: 'POST', path: '/api/v1/pharmacy/inventory', body: form() },
      { method: 'PATCH', path: `/api/v1/pharmacy/inventory/${randomUUID()}`, body: form() },
      { method: 'PATCH', path: `/api/v1/inventory/${randomUUID()}/update_proof_of_purchase`, body: form() },
    ],
  },
  {
    limit: 'exports',
    as: 'pharmacy@example.com',
    calls: [
      { method: 'GET', path: '/api/v1/pharmacy/orders/export.csv' },
      { method: 'GET', path: '/api/v1/pharmacy/orders/export' },
    ],
  },
  {
    limit: 'exports',
    as: 'supplier2@example.com',
    calls: [{ method: 'GET', path: `/api/v1/imports/${randomUUID()}/errors.csv` }],
  },
  {
    limit: 'offers',
    as: 'seller@example.com',
    calls: [{ method: 'POST', path: '/api/v1/offers', body: {} }],
  },
  {
    limit: 'offers',
    as: 'supplier2@example.com',
    calls: [{ method: 'POST', path: '/api/v1/bundle_offers', body: {} }],
  },
  {
    limit: 'cards',
    as: 'pharmacy@example.com',
    calls: [{ method: 'POST', path: '/api/v1/payment_methods/cards', body: {} }],
  },
];

describe('rate limits per account (in process: no client address)', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Per account as many calls as the longest list of a limit, per address never reached here.
    const limits =
      'search=3/1000/60,uploads=4/1000/3600,documents=4/1000/3600,exports=2/1000/3600,offers=1/1000/3600,cards=1/1000/3600';
    t = await createTestContext({ env: { RATE_LIMITS: limits } });
  });
  afterAll(() => t.close());

  const callAs = (as: Credentials, call: Call) =>
    t.call(call.method, call.path, { as, ...(call.body === undefined ? {} : { body: call.body }) });

  it('answers 429 with Retry-After on every limited route once the account is past its limit', async () => {
    for (const { limit, as, calls } of LIMITED) {
      const session = await t.login(as);
      // Every route once (a route that did not count would leave room for the call past the limit).
      const { perAccount, windowSeconds } = t.env.rateLimits[limit];
      const within = [...calls, ...Array<Call>(perAccount - calls.length).fill(calls[0]!)];
      for (const call of within) {
        const { status } = await callAs(session, call);
        expect(status, `${as} ${call.method} ${call.path}`).toBeLessThan(429);
      }
      const over = await callAs(session, calls[0]!);
      expect(over.status, `${as} ${limit}: call ${perAccount + 1}`).toBe(429);
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      expect(await over.json()).toMatchObject({ status: 429, code: 'REQUEST_RATE_LIMITED' });
    }
  });

  it("counts each account apart: another account's limit is untouched", async () => {
    const other = await t.login('seller@example.com');
    const response = await callAs(other, { method: 'POST', path: '/api/v1/payment_methods/cards', body: {} });
    expect(response.status).toBe(400);
  });

  it('lets the account in again once the window has ended', async () => {
    const pharmacy = await t.login('pharmacy@example.com');
    const card = { method: 'POST', path: '/api/v1/payment_methods/cards', body: {} };
    expect((await callAs(pharmacy, card)).status).toBe(429);
    const windowMs = RATE_LIMITS.cards.windowSeconds * 1000;
    t.setNow(new Date((Math.floor(Date.now() / windowMs) + 1) * windowMs + 1_000));
    try {
      // A session of the new clock (the old one may have idled out in the jump): same account.
      const later = await t.login('pharmacy@example.com');
      expect((await callAs(later, card)).status).toBe(400);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('rate limits per client address (API processes behind a trusted proxy)', () => {
  let database: Awaited<ReturnType<typeof createTestContext>>;
  let behindProxy: Awaited<ReturnType<typeof startApiProcess>>[];
  let direct: Awaited<ReturnType<typeof startApiProcess>>;

  beforeAll(async () => {
    database = await createTestContext();
    const stack = {
      databaseUrl: database.env.databaseUrl,
      temporalAddress: database.env.temporal.address,
      namespace: database.env.temporal.namespace,
    };
    // Per address 2 searches a minute, per account plenty: only the address can run out.
    const limits = { RATE_LIMITS: 'search=100/2/60' };
    const proxied = { ...limits, TRUSTED_PROXIES: '127.0.0.1' };
    // One after the other: each takes a free port, which two parallel starts could both be given.
    behindProxy = [await startApiProcess(stack, 'api-1', proxied)];
    behindProxy.push(await startApiProcess(stack, 'api-2', proxied));
    direct = await startApiProcess(stack, 'api-direct', limits);
  });
  afterAll(async () => {
    await Promise.all([...(behindProxy ?? []), direct].map((api) => api?.stop()));
    await database?.close();
  });

  async function logIn(url: string, email: string) {
    const response = await fetch(`${url}/api/v1/session`, {
      method: 'POST',
      headers: { authorization: 'Web', 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers.get('set-cookie')!.split(';')[0]!;
  }
  const search = (url: string, cookie: string, forwardedFor: string) =>
    fetch(`${url}/api/v1/products/search?input=ator`, {
      headers: { authorization: 'Web', cookie, 'x-forwarded-for': forwardedFor },
    }).then((r) => r.status);

  it('counts the forwarded client address across accounts and across API replicas', async () => {
    const [one, two] = behindProxy as [typeof direct, typeof direct];
    const pharmacy = await logIn(one.url, 'pharmacy@example.com');
    const seller = await logIn(one.url, 'seller@example.com');
    expect(await search(one.url, pharmacy, '198.51.100.1')).toBe(200);
    expect(await search(two.url, pharmacy, '198.51.100.1')).toBe(200);
    expect(await search(one.url, pharmacy, '198.51.100.1')).toBe(429);
    expect(await search(two.url, seller, '198.51.100.1')).toBe(429);
    // Another client behind the same proxy has an address of its own.
    expect(await search(two.url, seller, '198.51.100.2')).toBe(200);
    // What the client wrote left of the proxy's entry is not believed.
    expect(await search(one.url, seller, '198.51.100.9, 198.51.100.1')).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const pharmacy = await logIn(direct.url, 'pharmacy@example.com');
    expect(await search(direct.url, pharmacy, '203.0.113.1')).toBe(200);
    expect(await search(direct.url, pharmacy, '203.0.113.2')).toBe(200);
    expect(await search(direct.url, pharmacy, '203.0.113.3')).toBe(429);
  });
});
