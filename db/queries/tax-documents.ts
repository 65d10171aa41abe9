/** Reads of the pharmacy's tax documents (pharmacy-side §2 /pharmacy/tax_documents). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { states, taxDocuments } from '../schema/index.ts';

const columns = { document: taxDocuments, stateCode: states.code };

/** The account's certificates, newest first. */
export async function listTaxDocuments(db: Database, accountId: string) {
  return db
    .select(columns)
    .from(taxDocuments)
    .leftJoin(states, eq(states.id, taxDocuments.stateId))
    .where(eq(taxDocuments.accountId, accountId))
    .orderBy(desc(taxDocuments.createdAt));
}

/** One of the account's certificates, or null (another account's is not found). */
export async function findTaxDocument(db: Database, accountId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(taxDocuments)
    .leftJoin(states, eq(states.id, taxDocuments.stateId))
    .where(and(eq(taxDocuments.id, id), eq(taxDocuments.accountId, accountId)));
  return row ?? null;
}
