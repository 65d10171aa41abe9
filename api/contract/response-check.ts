/**
 * In test mode every answer is held to the route's declaration before it leaves: its status must
 * be declared, and a JSON body must match the schema declared for that status. A mismatch turns
 * into a 500 naming the route and the first difference, so the integration and browser suites fail
 * on a response the contract does not describe (issue 9).
 */
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { problem } from '../problem.ts';

type Declared = { content?: Record<string, { schema?: unknown }> };

/** What is wrong with the response, or null when it matches the declaration. */
export async function contractViolation(route: RouteConfig, response: Response): Promise<string | null> {
  const declared = (route.responses as Record<string, Declared | undefined>)[String(response.status)];
  if (!declared) return `status ${response.status} is not declared`;
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!declared.content) return response.body === null ? null : `status ${response.status} declares no body`;
  const entry = declared.content[mediaType];
  if (!entry) return `${mediaType || 'no content type'} is not declared for status ${response.status}`;
  if (!(entry.schema instanceof z.ZodType)) return null; // a file: its media type is the contract
  const parsed = entry.schema.safeParse(await response.clone().json());
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
  return `body at ${issue.path.join('.') || '(root)'}: ${issue.message}${keys}`;
}

/** The middleware that checks each answer of `route` when the deployment asks for it (tests). */
export function checkResponseAgainst(route: RouteConfig): MiddlewareHandler<AppEnv> {
  return async function checkResponseMiddleware(c: Context<AppEnv>, next) {
    await next();
    if (!c.get('deps').env.contractChecks) return;
    const violation = await contractViolation(route, c.res);
    if (!violation) return;
    const where = `${route.method.toUpperCase()} ${route.path}`;
    c.get('logger').error('response does not match the API contract', { route: where, violation });
    c.res = undefined;
    c.res = problem(c, {
      status: 500,
      code: 'INTERNAL',
      detail: `The response of ${where} does not match the API contract: ${violation}`,
    });
  };
}
