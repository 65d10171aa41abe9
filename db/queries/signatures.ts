/** Reads of the e-signature's documents and requests, scoped to the signer's account. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { signatureDocuments, signatureEvents, signatureRequests, users } from '../schema/index.ts';

type Executor = Pick<Database, 'select'>;
export type SignatureDocumentRow = typeof signatureDocuments.$inferSelect;

/** The account's signature document, or undefined (another account's is not found). */
export async function findSignatureDocument(
  db: Executor,
  accountId: string,
  documentId: string,
): Promise<SignatureDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.id, documentId), eq(signatureDocuments.accountId, accountId)));
  return row;
}

/** The account's documents among `ids`, in the order asked. */
export async function findSignatureDocuments(
  db: Executor,
  accountId: string,
  ids: readonly string[],
): Promise<SignatureDocumentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(signatureDocuments)
    .where(and(inArray(signatureDocuments.id, [...ids]), eq(signatureDocuments.accountId, accountId)));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** The account's signing request with its documents, or undefined. */
export async function findSignatureRequest(db: Executor, accountId: string, requestId: string) {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.accountId, accountId)));
  if (!request) return undefined;
  return { request, documents: await findSignatureDocuments(db, accountId, request.documentIds) };
}

/** A document's audit trail, oldest first, with the name of each event's user. */
export async function listSignatureEvents(db: Executor, documentId: string) {
  return db
    .select({
      event: signatureEvents.event,
      at: signatureEvents.at,
      ip: signatureEvents.ip,
      userAgent: signatureEvents.userAgent,
      sha256: signatureEvents.sha256,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(signatureEvents)
    .leftJoin(users, eq(users.id, signatureEvents.userId))
    .where(eq(signatureEvents.documentId, documentId))
    .orderBy(asc(signatureEvents.at));
}
