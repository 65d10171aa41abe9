import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';

const KEY_PATTERN = /^[\w.:-]{8,255}$/;

/**
 * `Idempotency-Key` for writes that move money (DESIGN §4; Stripe's design and
 * draft-ietf-httpapi-idempotency-key-header): the first request with a key runs and its successful
 * answer is kept; a retry with the same key and the same request gets that answer again
 * (`Idempotent-Replayed: true`); the same key with another request is refused (422); a retry
 * while the first is still running gets 409. A failed request frees its key, because it wrote
 * nothing (the handler's work is one transaction).
 */
export function idempotency(route: string): MiddlewareHandler<AppEnv> {
  return async function idempotencyMiddleware(c, next) {
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!KEY_PATTERN.test(key)) {
      throw new DomainError(
        'REQUEST_INVALID',
        'Idempotency-Key: send a unique key of 8 to 255 letters, digits, dashes or underscores.',
        {
          fields: { 'Idempotency-Key': ['is required (8 to 255 characters)'] },
        },
      );
    }
    const { db } = c.get('deps');
    const accountId = c.get('caller').account.id;
    const body = await c.req.text(); // Hono caches the body, so the handler can still read it
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
    if (!claimed) {
      const [previous] = await db.select().from(idempotencyKeys).where(where);
      if (!previous || previous.requestHash !== requestHash || previous.route !== route) {
        throw new DomainError(
          'RULE_VIOLATION',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (previous.responseStatus === null) {
        throw new DomainError(
          'RESOURCE_CONFLICT',
          'A request with this Idempotency-Key is still being processed.',
        );
      }
      c.header('Idempotent-Replayed', 'true');
      return c.json(previous.responseBody as object, previous.responseStatus as 200);
    }
    try {
      await next();
    } catch (error) {
      await db.delete(idempotencyKeys).where(where);
      throw error;
    }
    if (c.res.status >= 400) {
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    const responseBody: unknown = await c.res.clone().json();
    await db.update(idempotencyKeys).set({ responseStatus: c.res.status, responseBody }).where(where);
  };
}
