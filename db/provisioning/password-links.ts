/**
 * Issuing a one-time link to set a password (issue 22). Here in db/ because the operator commands
 * (`pharmacy admin create-support`, `pharmacy suppliers invite`) issue links against DATABASE_URL
 * without the API; the API will issue them the same way (sub-accounts, password resets).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { passwordLinkExpiry, passwordLinkPath } from '../../domain/identity/password-links.ts';
import { digest, generateSecret } from '../../platform/secrets.ts';
import type { Database } from '../client.ts';
import { passwordLinks } from '../schema/index.ts';

export type IssuedPasswordLink = { token: string; expiresAt: Date };

/** A new link for the user; the user's earlier unused links stop working. Only its digest is stored. */
export async function issuePasswordLink(
  db: Pick<Database, 'insert' | 'delete'>,
  input: { userId: string; now: Date },
): Promise<IssuedPasswordLink> {
  const token = generateSecret();
  const expiresAt = passwordLinkExpiry(input.now);
  await db
    .delete(passwordLinks)
    .where(and(eq(passwordLinks.userId, input.userId), isNull(passwordLinks.usedAt)));
  await db
    .insert(passwordLinks)
    .values({ tokenHash: digest(token), userId: input.userId, createdAt: input.now, expiresAt });
  return { token, expiresAt };
}

/** The address to hand out: the web app's set-password page with the token. */
export function passwordLinkUrl(appUrl: string, token: string): string {
  return appUrl.replace(/\/+$/, '') + passwordLinkPath(token);
}
