import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { accessTokenExpiry } from '../../domain/identity/access-token-lifetime.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { notFound } from '../../domain/errors.ts';
import type { Database } from '../../db/client.ts';
import { findActiveIdentity } from '../../db/queries/callers.ts';
import { accessTokens } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../activities/audit.ts';
import { assertCurrentPassword } from './current-password.ts';
import { digest, generateSecret } from '../../activities/identity/tokens.ts';

/** Recognisable in logs and secret scanners; the rest is 256 random bits. */
export const ACCESS_TOKEN_PREFIX = 'pmk_';

const publicColumns = {
  id: accessTokens.id,
  name: accessTokens.name,
  prefix: accessTokens.prefix,
  createdAt: accessTokens.createdAt,
  lastUsedAt: accessTokens.lastUsedAt,
  expiresAt: accessTokens.expiresAt,
};

/**
 * Creates a personal access token for the caller once their current password checks out; the token
 * itself is returned once and never again. It lives `expiresInDays` (the schema's default and
 * maximum apply; the table refuses more than a year).
 */
export async function createAccessToken(
  db: Database,
  caller: Caller,
  input: { name: string; currentPassword: string; expiresInDays: number; ip: string; now: Date },
) {
  await assertCurrentPassword(db, caller, input.currentPassword, input);
  const token = generateSecret(ACCESS_TOKEN_PREFIX);
  const expiresAt = accessTokenExpiry(input.now, input.expiresInDays);
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId: caller.user.id,
      name: input.name,
      tokenHash: digest(token),
      prefix: token.slice(0, ACCESS_TOKEN_PREFIX.length + 6),
      createdAt: input.now,
      expiresAt,
    })
    .returning(publicColumns);
  await recordAuditEvent(db, {
    action: 'access_token.created',
    actorUserId: caller.user.id,
    actorAccountId: caller.account.id,
    target: row!.id,
  });
  return { ...row!, token };
}

/** The caller's live tokens, newest first. */
export function listAccessTokens(db: Database, caller: Caller) {
  return db
    .select(publicColumns)
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, caller.user.id), isNull(accessTokens.revokedAt)))
    .orderBy(desc(accessTokens.createdAt));
}

/** Revokes one of the caller's tokens; another user's token id is not found (scoped in the query). */
export async function revokeAccessToken(db: Database, caller: Caller, tokenId: string, now: Date) {
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(accessTokens.id, tokenId),
        eq(accessTokens.userId, caller.user.id),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning({ id: accessTokens.id });
  if (revoked.length === 0) throw notFound('Access token');
  await recordAuditEvent(db, {
    action: 'access_token.revoked',
    actorUserId: caller.user.id,
    actorAccountId: caller.account.id,
    target: tokenId,
  });
}

/** Ends every live token of a user (their password changed: whatever knew the old one loses its tokens too). */
export async function revokeUserAccessTokens(
  db: Pick<Database, 'update'>,
  userId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return revoked.length;
}

/** Resolves a bearer token to its caller, or null when unknown, revoked, expired or its user is inactive. */
export async function authenticateAccessToken(
  db: Database,
  token: string,
  now: Date,
): Promise<Caller | null> {
  if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId, lastUsedAt: accessTokens.lastUsedAt })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, digest(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const identity = await findActiveIdentity(db, row.userId);
  if (!identity) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, row.id));
  }
  return { ...identity, via: { kind: 'token', tokenId: row.id } };
}
