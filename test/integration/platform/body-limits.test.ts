/**
 * Every body has a limit checked before anything parses it (issue 22, Trust round 3): a JSON body
 * past 1 MB is refused with 413 on every route, upload routes included, before the rate limit counts
 * it or a handler runs; a streamed body is cut off once past the limit, not read to its end. JSON
 * nested deeper than any request of ours is refused with 400 naming the body, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../harness/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
type Problem = { status: number; code: string; errors?: Record<string, string[]> };

async function signupHits(address: string): Promise<number> {
  const rows = await t.sql<{ hits: number }[]>`
    select hits from rate_limit_windows where key = ${`signup:address:${address}`}`;
  return rows[0]?.hits ?? 0;
}

/** A JSON body of `total` bytes handed out in 64 KB chunks as asked; `pulled` counts what was read. */
function endlessJson(total: number) {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024 - 3)}",`);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(counter.pulled === chunk.byteLength ? new TextEncoder().encode('[') : chunk);
    },
  });
  return { stream, counter };
}

describe('body limits', () => {
  it('refuses a 40 MB JSON post to an upload route with 413 before the rate limit counts it', async () => {
    const address = '203.0.113.41';
    const body = `{"padding":"${'x'.repeat(40 * MB)}"}`;
    const response = await t.call('POST', '/api/v1/users/signup/pharmacy', {
      headers: { authorization: 'Web', 'content-length': String(body.length) },
      rawBody: body,
      from: address,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Problem).code).toBe('REQUEST_TOO_LARGE');
    expect(await signupHits(address)).toBe(0);
  });

  it('stops reading a streamed JSON body without a length once it passes 1 MB', async () => {
    const { stream, counter } = endlessJson(40 * MB);
    const response = await t.app.request(
      '/api/v1/ajax/process_data',
      {
        method: 'POST',
        headers: { authorization: 'Web', 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      },
      { incoming: { socket: { remoteAddress: '203.0.113.42' } } },
    );
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThan(2 * MB);
    expect(await signupHits('203.0.113.42')).toBe(0);
  });

  it('refuses a multipart upload declaring more than any form takes with 413 at once', async () => {
    const response = await t.call('POST', '/api/v1/users/signup/pharmacy', {
      headers: {
        authorization: 'Web',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(500 * MB),
      },
      rawBody: '--x--',
      from: '203.0.113.43',
    });
    expect(response.status).toBe(413);
    expect(await signupHits('203.0.113.43')).toBe(0);
  });
});

describe('deeply nested JSON', () => {
  it('refuses JSON nested 20,000 levels deep with 400 naming the body', async () => {
    const response = await t.call('POST', '/api/v1/ajax/process_data', {
      headers: { authorization: 'Web' },
      rawBody: `{"step":"a","data":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(Object.keys(problem.errors ?? {})).toEqual(['body']);
  });

  it('still accepts an ordinary nested body', async () => {
    const response = await t.call('POST', '/api/v1/ajax/process_data', {
      headers: { authorization: 'Web' },
      body: { step: 'account', data: { first_name: 'Nora' } },
    });
    expect(response.status).toBe(200);
  });
});
