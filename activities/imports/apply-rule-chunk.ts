/**
 * One chunk of a rule import (non-returnable products, special discount products, specific
 * shipping rules; supplier-side §2 Imports) inside the caller's transaction: each row checked by
 * domain/catalog/import-rows.ts, its NDC looked up in the catalog, and the supplier's rule for
 * that NDC upserted. Idempotent like the inventory chunk.
 *
 * Where each rule takes effect: a non-returnable rule marks the supplier's listings of the NDC
 * non-returnable here, in the same transaction (and an inventory import starts new listings of it
 * so); the special discount is read by every price (cart, checkout, product page); the shipping
 * methods by checkout's allowed-method warning.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseRuleRow, type ImportKind, type RuleRow } from '../../domain/catalog/import-rows.ts';
import { formatNdc } from '../../domain/catalog/ndc.ts';
import { listings, products, supplierProductRules } from '../../db/schema/index.ts';
import {
  recordRowErrors,
  type ChunkOutcome,
  type ChunkTarget,
  type RowError,
  type SourceRow,
  type Tx,
} from './chunk-types.ts';

type RuleKind = Exclude<ImportKind, 'inventory'>;

export async function applyRuleChunk(
  tx: Tx,
  target: ChunkTarget,
  kind: RuleKind,
  rows: SourceRow[],
): Promise<ChunkOutcome> {
  const errors: RowError[] = [];
  const parsed: { source: SourceRow; row: RuleRow }[] = [];
  for (const source of rows) {
    const result = parseRuleRow(kind, source.record);
    if (result.ok) parsed.push({ source, row: result.row });
    else errors.push({ ...source, reasons: result.reasons });
  }
  const ndcs = [...new Set(parsed.map((p) => p.row.ndc))];
  const known = ndcs.length
    ? new Set(
        (await tx.select({ ndc: products.ndc }).from(products).where(inArray(products.ndc, ndcs))).map(
          (p) => p.ndc,
        ),
      )
    : new Set<string>();

  // One row per NDC in the upsert; the last line wins.
  const accepted = new Map<string, RuleRow>();
  for (const { source, row } of parsed) {
    if (known.has(row.ndc)) accepted.set(row.ndc, row);
    else errors.push({ ...source, reasons: [`No product with NDC ${formatNdc(row.ndc)}`] });
  }
  if (accepted.size > 0) {
    const values = [...accepted.values()].map((row) => ({
      supplierAccountId: target.supplierAccountId,
      ndc: row.ndc,
      ...ruleColumns(row),
    }));
    await tx
      .insert(supplierProductRules)
      .values(values)
      .onConflictDoUpdate({
        target: [supplierProductRules.supplierAccountId, supplierProductRules.ndc],
        set: { ...updateColumns(kind), updatedAt: sql`now()` },
      });
    if (kind === 'non_returnable_products') await markListingsNonReturnable(tx, target, [...accepted.keys()]);
  }
  await recordRowErrors(tx, target.jobId, errors);
  return { imported: rows.length - errors.length, failed: errors.length };
}

function ruleColumns(row: RuleRow) {
  switch (row.kind) {
    case 'non_returnable_products':
      return { nonReturnable: true };
    case 'special_discount_products':
      return { specialDiscountBp: row.discountBp };
    case 'specific_shipping_rules':
      return { shippingMethods: row.shippingMethods };
  }
}

/** Each import sets only its own column of the rule, leaving the other two imports' columns. */
function updateColumns(kind: RuleKind) {
  switch (kind) {
    case 'non_returnable_products':
      return { nonReturnable: sql`excluded.non_returnable` };
    case 'special_discount_products':
      return { specialDiscountBp: sql`excluded.special_discount_bp` };
    case 'specific_shipping_rules':
      return { shippingMethods: sql`excluded.shipping_methods` };
  }
}

/** The supplier's listings of these NDCs become non-returnable (supplier-side §3 returnable flag). */
async function markListingsNonReturnable(tx: Tx, target: ChunkTarget, ndcs: string[]) {
  await tx
    .update(listings)
    .set({ returnable: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(listings.supplierAccountId, target.supplierAccountId),
        eq(listings.returnable, true),
        inArray(
          listings.productId,
          tx.select({ id: products.id }).from(products).where(inArray(products.ndc, ndcs)),
        ),
      ),
    );
}
