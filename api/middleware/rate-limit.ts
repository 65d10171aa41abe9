/**
 * A route's rate limit (domain/rate-limits.ts), declared with `rateLimit` in its defineRoute: every
 * call is counted for the caller's account and for the client's address before anything else runs,
 * invalid requests included, and one past either limit is refused with 429 and Retry-After.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import { retryAfterText, type RateLimitName } from '../../domain/rate-limits.ts';
import { resolveClientAddress, trustedProxiesOf } from '../../platform/client-address.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import type { AppEnv } from '../context.ts';

/** The socket's peer, or undefined for a request without one (app.request() in tests). */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client's address through the trusted proxies (platform/client-address.ts). */
export function clientAddressOf(c: Context<AppEnv>): string | undefined {
  const trusted = trustedProxiesOf(c.get('deps').env.trustedProxies);
  return resolveClientAddress(peerOf(c), c.req.header('x-forwarded-for'), trusted);
}

export function rateLimited(name: RateLimitName): MiddlewareHandler<AppEnv> {
  return async function rateLimitMiddleware(c, next) {
    const { sql, env, now } = c.get('deps');
    const decision = await hitRateLimit(sql, {
      name,
      limit: env.rateLimits[name],
      accountId: c.get('caller')?.account.id,
      address: clientAddressOf(c),
      now: now(),
    });
    if (!decision.allowed) {
      const detail = `Too many requests. Please try again ${retryAfterText(decision.retryAfterSeconds)}.`;
      throw new DomainError('REQUEST_RATE_LIMITED', detail, {
        message: `rate limit ${name} reached`,
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    await next();
  };
}
