/**
 * A route's rate limit (domain/rate-limits.ts), declared with `rateLimit` in its defineRoute: every
 * call is counted for the caller's account and for the client's address before anything else runs,
 * invalid requests included, and one past either limit is refused with 429 and Retry-After.
 */
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../../domain/errors.ts';
import { retryAfterText, type RateLimitName } from '../../domain/rate-limits.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';
import { clientAddressOf } from '../client-ip.ts';
import type { AppEnv } from '../context.ts';

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
