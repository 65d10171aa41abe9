import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, jsonContent } from './route.ts';
import { addRoute, createRouter, routingPathOf } from './router.ts';
import { appAround } from './test-app.ts';

const Answer = z.strictObject({ which: z.string() });

function routerServing(path: string, params?: z.ZodObject) {
  const router = createRouter();
  const route = defineRoute({
    method: 'get',
    path,
    area: 'test',
    access: 'public',
    summary: path,
    ...(params ? { request: { params } } : {}),
    responses: { 200: jsonContent(Answer, 'which route answered') },
  });
  addRoute(router, route, (c) => c.json({ which: path }, 200));
  return router;
}

describe('routingPathOf', () => {
  it('constrains uuid parameters to id-shaped segments and leaves the others', () => {
    const params = z.strictObject({ id: z.uuid(), action: z.string() });
    expect(routingPathOf({ path: '/things/{id}/{action}', request: { params } })).toBe(
      '/things/{id{[0-9a-f-]+}}/{action}',
    );
  });
});

describe('area routers', () => {
  const byId = () => routerServing('/orders/{id}', z.strictObject({ id: z.uuid() }));
  const miniCart = () => routerServing('/orders/render_mini_cart');

  it('reach a static path and a uuid path sharing a prefix in whatever order the areas mount', async () => {
    for (const routers of [
      [byId(), miniCart()],
      [miniCart(), byId()],
    ]) {
      const app = appAround(routers, { contractChecks: true });
      const id = '7b0c9a3e-2f4d-4c61-9a51-0f6a8f3c2d10';
      expect(await (await app.request('/orders/render_mini_cart')).json()).toEqual({
        which: '/orders/render_mini_cart',
      });
      expect(await (await app.request(`/orders/${id}`)).json()).toEqual({ which: '/orders/{id}' });
    }
  });

  it('answer 400 naming the field, in plain words, when a query does not match its schema', async () => {
    const router = createRouter();
    const route = defineRoute({
      method: 'get',
      path: '/search',
      area: 'test',
      access: 'public',
      summary: 'search',
      request: { query: z.strictObject({ page: z.coerce.number().int().min(1) }) },
      responses: { 200: jsonContent(Answer, 'found') },
    });
    addRoute(router, route, (c) => c.json({ which: String(c.req.valid('query').page) }, 200));
    const app = appAround([router], { contractChecks: true });
    const response = await app.request('/search?page=0');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'REQUEST_INVALID',
      message: 'page: must be at least 1',
      errors: { page: ['must be at least 1'] },
    });
  });
});
