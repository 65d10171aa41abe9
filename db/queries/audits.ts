/**
 * Reads of audits (issue 11). Every read is keyed by the caller's account inside the query, on the
 * caller's side of the audit (the pharmacy that opened it, or the wholesaler asked): another
 * account's audit is simply not there (404, never 403).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import {
  accounts,
  auditDocuments,
  auditors,
  audits,
  auditSupportNotices,
  supplierCustomers,
  users,
} from '../schema/index.ts';

export type AuditSide = 'pharmacy' | 'supplier';
type Reader = Pick<Database, 'select'>;

const pharmacy = alias(accounts, 'audit_pharmacy');
const supplier = alias(accounts, 'audit_supplier');

const sideColumn = (side: AuditSide) =>
  side === 'pharmacy' ? audits.pharmacyAccountId : audits.supplierAccountId;

function auditRows(db: Reader, where: SQL | undefined) {
  return db
    .select({
      audit: audits,
      auditorName: auditors.name,
      pharmacyName: pharmacy.name,
      supplierName: supplier.name,
      documentCount: sql<number>`(select count(*)::int from ${auditDocuments} where ${auditDocuments.auditId} = ${audits.id})`,
    })
    .from(audits)
    .innerJoin(auditors, eq(auditors.id, audits.auditorId))
    .innerJoin(pharmacy, eq(pharmacy.id, audits.pharmacyAccountId))
    .innerJoin(supplier, eq(supplier.id, audits.supplierAccountId))
    .where(where);
}

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

/** The account's audits on its side, newest first; a wholesaler may narrow them to one customer pharmacy. */
export async function listAudits(
  db: Reader,
  side: AuditSide,
  accountId: string,
  filter: { pharmacyAccountId?: string | undefined } = {},
): Promise<AuditRow[]> {
  const where = and(
    eq(sideColumn(side), accountId),
    filter.pharmacyAccountId ? eq(audits.pharmacyAccountId, filter.pharmacyAccountId) : undefined,
  );
  return auditRows(db, where).orderBy(desc(audits.createdAt)).limit(1000);
}

/** One audit if the account stands on `side` of it; else null. */
export async function findAudit(db: Reader, side: AuditSide, accountId: string, auditId: string) {
  const [row] = await auditRows(db, and(eq(audits.id, auditId), eq(sideColumn(side), accountId)));
  return row ?? null;
}

/** The audit's files: the generated proofs first, then the uploads in order. */
export async function listAuditDocuments(db: Reader, auditId: string) {
  return db
    .select()
    .from(auditDocuments)
    .where(eq(auditDocuments.auditId, auditId))
    .orderBy(asc(auditDocuments.kind), asc(auditDocuments.createdAt));
}

export async function findAuditDocument(db: Reader, auditId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(auditDocuments)
    .where(and(eq(auditDocuments.auditId, auditId), eq(auditDocuments.id, documentId)));
  return row ?? null;
}

/** The auditors the new-audit form lists: the marketplace's companies and those the pharmacy named. */
export async function listAuditors(db: Reader, pharmacyAccountId: string) {
  return db
    .select({ id: auditors.id, name: auditors.name })
    .from(auditors)
    .where(
      sql`${auditors.createdByAccountId} is null or ${auditors.createdByAccountId} = ${pharmacyAccountId}`,
    )
    .orderBy(asc(auditors.name));
}

/**
 * The wholesalers the new-audit form lists: those the pharmacy buys from (an approved or suspended
 * customer row, the same test `createAudit` makes), by name.
 */
export async function listAuditableWholesalers(db: Reader, pharmacyAccountId: string) {
  return db
    .select({ id: supplier.id, name: supplier.name })
    .from(supplierCustomers)
    .innerJoin(supplier, eq(supplier.id, supplierCustomers.supplierAccountId))
    .where(
      and(
        eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId),
        inArray(supplierCustomers.status, ['approved', 'suspended']),
      ),
    )
    .orderBy(asc(supplier.name));
}

/** Support's audit queue: every missing-proofs notice and passed deadline, newest first. */
export async function listAuditSupportNotices(db: Reader) {
  return db
    .select({
      notice: auditSupportNotices,
      audit: audits,
      auditorName: auditors.name,
      pharmacyName: pharmacy.name,
      supplierName: supplier.name,
      reportedBy: users.email,
    })
    .from(auditSupportNotices)
    .innerJoin(audits, eq(audits.id, auditSupportNotices.auditId))
    .innerJoin(auditors, eq(auditors.id, audits.auditorId))
    .innerJoin(pharmacy, eq(pharmacy.id, audits.pharmacyAccountId))
    .innerJoin(supplier, eq(supplier.id, audits.supplierAccountId))
    .leftJoin(users, eq(users.id, auditSupportNotices.createdByUserId))
    .orderBy(desc(auditSupportNotices.createdAt))
    .limit(1000);
}
