/** Whether a pharmacy is an approved p2p seller, and its seller shipping settings (issue 12). */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { pharmacySellers } from '../schema/index.ts';

/** True once support approved the account's seller registration. */
export async function isPharmacySeller(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pharmacySellers.accountId })
    .from(pharmacySellers)
    .where(eq(pharmacySellers.accountId, accountId));
  return row !== undefined;
}
