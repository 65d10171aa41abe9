/**
 * A correction of a DSCSA record (support, issue 13): records are frozen, so a correction is a new
 * version of the line's record (n+1) carrying the corrected fields and everything else over. It
 * names who corrected it and why, and is audited (issue 22).
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dscsaTransactionRecords as r } from '../../../db/schema/index.ts';
import { recordAuditEvent } from '../../../activities/audit.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';

export type DscsaCorrection = {
  reason: string;
  lot?: string | undefined;
  expiry_date?: string | undefined;
  quantity?: number | undefined;
  product_name?: string | undefined;
};

/** The support user correcting, and the request it came in, for the record and the audit trail. */
export type DscsaCorrector = { userId: string; accountId: string; requestId?: string | null };

type DscsaRecord = typeof r.$inferSelect;
type Changes = { [field: string]: { from: string | number; to: string | number } };

const FIELDS = [
  ['lot', 'lot'],
  ['expiry_date', 'expiryDate'],
  ['quantity', 'quantity'],
  ['product_name', 'productName'],
] as const;

/** The fields the correction gives a new value, each from the corrected version's value. */
function changesOf(base: DscsaRecord, correction: DscsaCorrection): Changes {
  const changes: Changes = {};
  for (const [field, column] of FIELDS) {
    const to = correction[field];
    if (to !== undefined && to !== base[column]) changes[field] = { from: base[column], to };
  }
  return changes;
}

export async function correctDscsaRecord(
  db: Database,
  recordId: string,
  correction: DscsaCorrection,
  by: DscsaCorrector,
  now: Date,
): Promise<{ id: string; version: number }> {
  return db.transaction(async (tx) => {
    // The version corrected is locked: a second correction of it waits here for the first to commit.
    // An advisory lock, as the application role may not update DSCSA records, which a row lock needs.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`dscsa-correction:${recordId}`}, 0))`,
    );
    const [base] = await tx.select().from(r).where(eq(r.id, recordId));
    if (!base) throw notFound('DSCSA record');
    // Read after the lock, so a correction committed meanwhile is seen: only the newest version of
    // a line is corrected, and a caller who read an older one is told so rather than overwriting.
    const [newest] = await tx
      .select({ version: r.version })
      .from(r)
      .where(eq(r.orderItemId, base.orderItemId))
      .orderBy(desc(r.version))
      .limit(1);
    if (newest && newest.version !== base.version) throw supersededBy(newest.version);
    const changes = changesOf(base, correction);
    if (Object.keys(changes).length === 0) throw unchanged(correction);
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
        correctedByUserId: by.userId,
        correctionReason: correction.reason,
        createdAt: now,
      })
      .returning({ id: r.id, version: r.version });
    await recordAuditEvent(tx, {
      action: 'dscsa.record_corrected',
      actorUserId: by.userId,
      actorAccountId: by.accountId,
      target: row!.id,
      requestId: by.requestId ?? null,
      details: {
        corrected_record_id: base.id,
        order_item_id: base.orderItemId,
        version: row!.version,
        reason: correction.reason,
        changes,
      },
    });
    return row!;
  });
}

function supersededBy(version: number): DomainError {
  return new DomainError(
    'DSCSA_RECORD_SUPERSEDED',
    `This DSCSA record has been corrected since you read it (version ${version} is the newest): review that version and correct it instead.`,
  );
}

function unchanged(correction: DscsaCorrection): DomainError {
  const message = 'already has this value: the correction changes nothing';
  const given = FIELDS.map(([field]) => field).filter((field) => correction[field] !== undefined);
  return new DomainError('REQUEST_INVALID', 'The correction changes nothing on this record.', {
    fields: Object.fromEntries(given.map((field) => [field, [message]])),
  });
}
