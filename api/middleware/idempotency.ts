import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import type { AppEnv } from '../context.ts';

const KEY_PATTERN = /^[\w.:-]{8,255}$/;

/** How long a first request holds its key; a retry after that takes it over (the first run died). */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/**
 * `Idempotency-Key` on every write that sends one (DESIGN §4; Stripe's design and
 * draft-ietf-httpapi-idempotency-key-header; issue 10 "reusing an Idempotency-Key with a different
 * body is 422 everywhere"): applied to the whole API, it leaves a request without the header alone
 * (routes that move money require it: requireIdempotencyKey). The first request with a key runs and its successful
 * answer is kept; a retry with the same key and the same request gets that answer again
 * (`Idempotent-Replayed: true`); the same key with another request is refused (422); a retry
 * while the first is still running gets 409. A failed request frees its key, because it wrote
 * nothing (the handler's work is one transaction).
 *
 * The first request holds its key for a lease (IDEMPOTENCY_LEASE_MS). A process that dies mid-request
 * leaves the key in flight; once the lease ends, a retry takes the key over and runs the handler
 * again, and the handler resumes what the first run left (checkout and invoice payments resume their
 * charge intent by this key), so a client never has to switch keys and pay twice.
 */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async function idempotencyMiddleware(c, next) {
    const key = c.req.header('Idempotency-Key');
    const caller = c.get('caller');
    // Uploads stream their body to storage: they are not hashed (nor replayed).
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/');
    if (key === undefined || c.req.method === 'GET' || multipart || !caller) return next();
    if (!KEY_PATTERN.test(key)) throw invalidKey();
    // The method and path the key was first used on: the same key elsewhere is another request.
    const route = `${c.req.method} ${c.req.path}`;
    const { db, now } = c.get('deps');
    const leaseEnd = () => new Date(now().getTime() + IDEMPOTENCY_LEASE_MS);
    const accountId = caller.account.id;
    const body = await c.req.text(); // Hono caches the body, so the handler can still read it
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, route, requestHash, lockedUntil: leaseEnd() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
    if (!claimed) {
      const [previous] = await db.select().from(idempotencyKeys).where(where);
      if (!previous || previous.requestHash !== requestHash || previous.route !== route) {
        throw new DomainError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (previous.responseStatus !== null) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(previous.responseBody as object, previous.responseStatus as 200);
      }
      const [takenOver] = await db
        .update(idempotencyKeys)
        .set({ lockedUntil: leaseEnd() })
        .where(
          and(
            where,
            isNull(idempotencyKeys.responseStatus),
            or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, now())),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      if (!takenOver) {
        throw new DomainError(
          'RESOURCE_CONFLICT',
          'A request with this Idempotency-Key is still being processed.',
          { retryAfterSeconds: Math.ceil(IDEMPOTENCY_LEASE_MS / 1000) },
        );
      }
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
    if (!(c.res.headers.get('content-type') ?? '').includes('json')) {
      // Only JSON answers are kept for replay; anything else frees its key.
      await db.delete(idempotencyKeys).where(where);
      return;
    }
    const responseBody: unknown = await c.res.clone().json();
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: c.res.status, responseBody, lockedUntil: null })
      .where(where);
  };
}

function invalidKey(): DomainError {
  return new DomainError(
    'REQUEST_INVALID',
    'Idempotency-Key: send a unique key of 8 to 255 letters, digits, dashes or underscores.',
    { fields: { 'Idempotency-Key': ['is required (8 to 255 characters)'] } },
  );
}

/** For writes that move money: the request must carry a valid Idempotency-Key (400 otherwise). */
export const requireIdempotencyKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!KEY_PATTERN.test(c.req.header('Idempotency-Key') ?? '')) throw invalidKey();
  await next();
};
