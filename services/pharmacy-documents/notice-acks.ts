/**
 * What the pharmacy does about an approved wholesaler's notices (pharmacy-side §7): it opened the
 * wholesaler's external control form, or acknowledged that the wholesaler's location changed.
 * Both are scoped to the caller's own approved relationships; another's is not found.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customerNoticeAcks, supplierCustomers } from '../../db/schema/index.ts';
import { notFound } from '../../domain/errors.ts';

async function ownCustomerId(db: Database, pharmacyAccountId: string, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ id: supplierCustomers.id })
    .from(supplierCustomers)
    .where(
      and(
        where,
        eq(supplierCustomers.pharmacyAccountId, pharmacyAccountId),
        eq(supplierCustomers.status, 'approved'),
      ),
    );
  if (!row) throw notFound('Wholesaler');
  return row.id;
}

/** Records that the pharmacy opened the wholesaler's external control form. */
export async function recordExternalFormAccessed(
  db: Database,
  input: { pharmacyAccountId: string; supplierAccountId: string; now: Date },
): Promise<void> {
  const id = await ownCustomerId(
    db,
    input.pharmacyAccountId,
    eq(supplierCustomers.supplierAccountId, input.supplierAccountId),
  );
  await db
    .insert(customerNoticeAcks)
    .values({ supplierCustomerId: id, externalFormAccessedAt: input.now })
    .onConflictDoUpdate({
      target: customerNoticeAcks.supplierCustomerId,
      set: { externalFormAccessedAt: input.now },
    });
}

/** Acknowledges the wholesaler's location-change notice on the relationship `customerId`. */
export async function acknowledgeLocationChange(
  db: Database,
  input: { pharmacyAccountId: string; customerId: string; now: Date },
): Promise<void> {
  const id = await ownCustomerId(db, input.pharmacyAccountId, eq(supplierCustomers.id, input.customerId));
  await db
    .insert(customerNoticeAcks)
    .values({ supplierCustomerId: id, locationChangeAckedAt: input.now })
    .onConflictDoUpdate({
      target: customerNoticeAcks.supplierCustomerId,
      set: { locationChangeAckedAt: input.now },
    });
}
