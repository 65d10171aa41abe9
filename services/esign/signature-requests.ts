/**
 * Signing sessions (pharmacy-side §7 e-signature request and signing-document calls): the
 * documents put before the signer on one signing page, and what the page reads (a `viewed` event
 * for each document still awaiting its signature).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findSignatureDocuments, findSignatureRequest } from '../../db/queries/signatures.ts';
import { signatureEvents, signatureRequests, users } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';
import { ESIGN_MESSAGES } from '../../domain/esign/signatures.ts';
import type { Visitor } from './verified-download.ts';

/**
 * Opens a signing session for the account's documents, for `signerUserId` (a user of the account);
 * an unknown or another account's document or user is 404.
 */
export async function openSignatureRequest(
  db: Database,
  input: { accountId: string; signerUserId: string; documentIds: readonly string[]; now: Date },
): Promise<{ id: string }> {
  const ids = [...new Set(input.documentIds)];
  const docs = await findSignatureDocuments(db, input.accountId, ids);
  if (docs.length !== ids.length) throw notFound(ESIGN_MESSAGES.notFound);
  const [user] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.id, input.signerUserId));
  if (user?.accountId !== input.accountId) throw notFound('User');
  const [row] = await db
    .insert(signatureRequests)
    .values({
      accountId: input.accountId,
      signerUserId: input.signerUserId,
      documentIds: ids,
      createdAt: input.now,
    })
    .returning({ id: signatureRequests.id });
  return row!;
}

/** The signing page's request with its documents; records that the signer viewed those awaiting it. */
export async function viewSignatureRequest(
  db: Database,
  input: { accountId: string; requestId: string; visitor: Visitor; now: Date },
) {
  const found = await findSignatureRequest(db, input.accountId, input.requestId);
  if (!found) throw notFound(ESIGN_MESSAGES.requestNotFound);
  const awaiting = found.documents.filter((d) => d.status === 'awaiting_signature');
  if (awaiting.length > 0)
    await db.insert(signatureEvents).values(
      awaiting.map((d) => ({
        documentId: d.id,
        event: 'viewed' as const,
        userId: input.visitor.userId,
        ip: input.visitor.ip,
        userAgent: input.visitor.userAgent,
        sha256: d.originalSha256,
        at: input.now,
      })),
    );
  return found;
}
