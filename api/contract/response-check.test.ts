import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { defineRoute, jsonContent } from './route.ts';
import { addRoute, createRouter } from './router.ts';
import { appAround } from './test-app.ts';

const Answer = z.strictObject({ total_cents: z.number().int() });

/** A route declaring 200 {total_cents} whose handler answers whatever the test asks. */
function appAnswering(answer: () => Response | Promise<Response>, contractChecks = true) {
  const router = createRouter();
  const route = defineRoute({
    method: 'get',
    path: '/total',
    area: 'test',
    access: 'public',
    summary: 'a total',
    responses: { 200: jsonContent(Answer, 'the total') },
  });
  addRoute(router, route, answer as never);
  return appAround([router], { contractChecks });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the test-mode response check', () => {
  it('lets a declared answer through unchanged', async () => {
    const response = await appAnswering(() => json({ total_cents: 1250 })).request('/total');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ total_cents: 1250 });
  });

  it('turns a body that drifted from its schema into a 500 naming the route and the field', async () => {
    const response = await appAnswering(() => json({ total_cents: 12.5 })).request('/total');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toContain('GET /total');
    expect(body.detail).toContain('total_cents');
  });

  it('refuses a member the schema does not declare', async () => {
    const response = await appAnswering(() => json({ total_cents: 1, total: '$0.01' })).request('/total');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { detail: string }).detail).toContain('total');
  });

  it('refuses a status the route does not declare, including a thrown refusal', async () => {
    const thrown = appAnswering(() => {
      throw new DomainError('RESOURCE_CONFLICT', 'Taken');
    });
    const response = await thrown.request('/total');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { detail: string }).detail).toContain('status 409 is not declared');
  });

  it('checks nothing when the deployment does not ask for it', async () => {
    const response = await appAnswering(() => json({ total_cents: 12.5 }), false).request('/total');
    expect(response.status).toBe(200);
  });
});
