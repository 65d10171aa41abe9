/**
 * The wholesalers that approved a pharmacy (pharmacy-side §2 /pharmacy/wholesalers/approved): its
 * approved `supplier_customers` relationships with their terms, the wholesaler's control documents
 * and what the pharmacy did about the wholesaler's notices.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  accounts,
  customerNoticeAcks,
  supplierControlDocuments,
  supplierCustomers,
} from '../schema/index.ts';

/** The pharmacy's approved wholesalers by name, each with its control documents. */
export async function listApprovedWholesalers(db: Database, pharmacyAccountId: string) {
  const rows = await db
    .select({ customer: supplierCustomers, name: accounts.name, acks: customerNoticeAcks })
    .from(supplierCustomers)
    .innerJoin(accounts, eq(accounts.id, supplierCustomers.supplierAccountId))
    .leftJoin(customerNoticeAcks, eq(customerNoticeAcks.supplierCustomerId, supplierCustomers.id))
    .where(
      and(
        eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId),
        eq(supplierCustomers.status, 'approved'),
      ),
    )
    .orderBy(asc(accounts.name));
  const supplierIds = rows.map((r) => r.customer.supplierAccountId);
  const documents =
    supplierIds.length === 0
      ? []
      : await db
          .select()
          .from(supplierControlDocuments)
          .where(inArray(supplierControlDocuments.supplierAccountId, supplierIds))
          .orderBy(asc(supplierControlDocuments.title));
  return rows.map((r) => ({
    ...r,
    documents: documents.filter((d) => d.supplierAccountId === r.customer.supplierAccountId),
  }));
}

/** A control document of a wholesaler that approved the pharmacy, or null (another's is not found). */
export async function findControlDocumentFor(db: Database, pharmacyAccountId: string, documentId: string) {
  const [row] = await db
    .select({ document: supplierControlDocuments })
    .from(supplierControlDocuments)
    .innerJoin(
      supplierCustomers,
      and(
        eq(supplierCustomers.supplierAccountId, supplierControlDocuments.supplierAccountId),
        eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId),
        eq(supplierCustomers.status, 'approved'),
      ),
    )
    .where(eq(supplierControlDocuments.id, documentId));
  return row?.document ?? null;
}
