/**
 * Area routers (api/routes/<area>/): each route is registered from its declaration, so the route
 * the app serves and the route the document describes cannot differ.
 */
import { OpenAPIHono, type Hook, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { requestInvalid } from './request-invalid.ts';
import { checkResponseAgainst } from './response-check.ts';

/** Invalid input answers 400 naming the field, as every route has since issue 2. */
const rejectInvalidRequest: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw requestInvalid(result.error);
};

/** A router for one area's routes. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: rejectInvalidRequest });
}

export type Router = ReturnType<typeof createRouter>;

/** Only an id-like segment is a uuid parameter, so `/orders/render_mini_cart` never reads as `/orders/{id}`. */
const UUID_SEGMENT = '[0-9a-f-]+';

/**
 * The path Hono routes by: `{id}` of a uuid parameter becomes `:id{[0-9a-f-]+}`, so routes of
 * different areas sharing a prefix never shadow each other, whatever order the areas mount in.
 */
export function routingPathOf(route: Pick<RouteConfig, 'path' | 'request'>): string {
  const params = route.request?.params;
  const shape = params instanceof z.ZodObject ? (params.shape as Record<string, z.ZodType>) : {};
  return route.path.replaceAll(/{([^}]+)}/g, (whole, name: string) =>
    shape[name] instanceof z.ZodUUID ? `{${name}{${UUID_SEGMENT}}}` : whole,
  );
}

/**
 * Registers a declared route and its handler: the declaration goes in the document as written, the
 * handler is served on the constrained path, and in test mode every answer is checked against the
 * declared responses first.
 */
export function addRoute<R extends RouteConfig>(
  router: Router,
  route: R,
  handler: RouteHandler<R, AppEnv>,
): void {
  const { middleware: _middleware, ...declared } = route;
  router.openAPIRegistry.registerPath(declared);
  const middleware = [checkResponseAgainst(route), ...[route.middleware ?? []].flat()];
  router.openapi({ ...route, hide: true, path: routingPathOf(route), middleware }, handler as never);
}
