/**
 * A correction of a DSCSA record (support, issue 13): records are frozen, so a correction is a new
 * version of the line's record (n+1) carrying the corrected fields and everything else over.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dscsaTransactionRecords as r } from '../../../db/schema/index.ts';
import { notFound } from '../../../domain/errors.ts';

export type DscsaCorrection = {
  reason: string;
  lot?: string | undefined;
  expiry_date?: string | undefined;
  quantity?: number | undefined;
  product_name?: string | undefined;
};

export async function correctDscsaRecord(
  db: Database,
  recordId: string,
  correction: DscsaCorrection,
  now: Date,
): Promise<{ id: string; version: number }> {
  return db.transaction(async (tx) => {
    const [record] = await tx.select().from(r).where(eq(r.id, recordId));
    if (!record) throw notFound('DSCSA record');
    // The newest version of the line is the base, locked so two corrections number apart.
    const [latest] = await tx
      .select()
      .from(r)
      .where(eq(r.orderItemId, record.orderItemId))
      .orderBy(desc(r.version))
      .limit(1)
      .for('update');
    const base = latest ?? record;
    const { id: _id, createdAt: _createdAt, ...carried } = base;
    const [row] = await tx
      .insert(r)
      .values({
        ...carried,
        version: base.version + 1,
        lot: correction.lot ?? base.lot,
        expiryDate: correction.expiry_date ?? base.expiryDate,
        quantity: correction.quantity ?? base.quantity,
        productName: correction.product_name ?? base.productName,
        history: [
          ...base.history,
          { kind: 'correction', of_version: base.version, reason: correction.reason },
        ],
        createdAt: now,
      })
      .returning({ id: r.id, version: r.version });
    return row!;
  });
}
