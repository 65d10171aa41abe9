/** A supplier's master-data exports (issue 11). Scoped to the supplier in the query: another's is not found. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { customerExports } from '../../schema/index.ts';

export type CustomerExportRow = typeof customerExports.$inferSelect;

/** The supplier's own export, or null. */
export async function findCustomerExport(
  db: Pick<Database, 'select'>,
  supplierAccountId: string,
  exportId: string,
): Promise<CustomerExportRow | null> {
  const [row] = await db
    .select()
    .from(customerExports)
    .where(and(eq(customerExports.id, exportId), eq(customerExports.supplierAccountId, supplierAccountId)));
  return row ?? null;
}
