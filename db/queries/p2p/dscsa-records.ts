/**
 * DSCSA T3 records as their readers find them (issue 13): a pharmacy sees the records where it is
 * the seller or the buyer; support sees all. Searchable by NDC and lot; the newest version first.
 */
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { dscsaTransactionRecords as r } from '../../schema/index.ts';

export type DscsaReader = { kind: 'support' } | { kind: 'pharmacy'; accountId: string };
export type DscsaRecordRow = typeof r.$inferSelect;

function readable(reader: DscsaReader): SQL | undefined {
  return reader.kind === 'support'
    ? undefined
    : or(eq(r.sellerAccountId, reader.accountId), eq(r.buyerAccountId, reader.accountId));
}

export async function searchDscsaRecords(
  db: Database,
  reader: DscsaReader,
  q: { ndc?: string | undefined; lot?: string | undefined; page: number; perPage: number },
) {
  const where = and(
    readable(reader),
    q.ndc ? eq(r.ndc, q.ndc) : undefined,
    q.lot ? eq(r.lot, q.lot) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(desc(r.transactionDate), desc(r.createdAt), desc(r.version))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDscsaRecord(db: Database, reader: DscsaReader, id: string) {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.id, id), readable(reader)));
  return row ?? null;
}
