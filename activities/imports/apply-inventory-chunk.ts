/**
 * One chunk of an inventory import, inside the caller's transaction: each row checked on its own
 * (domain/catalog/import-rows.ts), then against the catalog (the NDC is a product, the price is
 * under the product's cap, the SKU is not another product's), good rows upserted into `listings`
 * by (supplier, SKU) and bad rows recorded with their reasons.
 *
 * Every write is idempotent, so running the same chunk twice leaves the same rows: that is what
 * lets a crashed import resume from its last checkpoint (see import-file.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { checkListing, LISTING_MESSAGES } from '../../domain/catalog/listing-rules.ts';
import { parseInventoryRow, type InventoryRow } from '../../domain/catalog/import-rows.ts';
import { formatNdc } from '../../domain/catalog/ndc.ts';
import { listings, products, supplierProductRules } from '../../db/schema/index.ts';
import type { ChunkOutcome, ChunkTarget, RowError, SourceRow, Tx } from './chunk-types.ts';
import { recordRowErrors } from './chunk-types.ts';

type Accepted = { line: number; row: InventoryRow; productId: string };

export async function applyInventoryChunk(
  tx: Tx,
  target: ChunkTarget,
  rows: SourceRow[],
): Promise<ChunkOutcome> {
  const errors: RowError[] = [];
  const parsed: { source: SourceRow; row: InventoryRow }[] = [];
  for (const source of rows) {
    const result = parseInventoryRow(source.record, target.today);
    if (result.ok) parsed.push({ source, row: result.row });
    else errors.push({ ...source, reasons: result.reasons });
  }

  const ndcs = [...new Set(parsed.map((p) => p.row.ndc))];
  const skus = [...new Set(parsed.map((p) => p.row.sku))];
  const found = ndcs.length
    ? await tx
        .select({
          id: products.id,
          ndc: products.ndc,
          isBrand: products.isBrand,
          wacCents: products.wacCents,
          awpCents: products.awpCents,
          maxPackPriceCents: products.maxPackPriceCents,
        })
        .from(products)
        .where(
          sql`${products.ndc} in (select value::char(11) from json_array_elements_text(${JSON.stringify(ndcs)}::json))`,
        )
    : [];
  const productByNdc = new Map(found.map((p) => [p.ndc, p]));
  const taken = skus.length
    ? await tx
        .select({ sku: listings.sku, productId: listings.productId })
        .from(listings)
        .where(
          and(
            eq(listings.supplierAccountId, target.supplierAccountId),
            sql`${listings.sku} in (select value from json_array_elements_text(${JSON.stringify(skus)}::json))`,
          ),
        )
    : [];
  // Which product each SKU belongs to, updated as the chunk is read so a later row of the same
  // file is judged exactly as it would be in a later chunk.
  const productOfSku = new Map(taken.map((t) => [t.sku, t.productId]));

  // One row per SKU in the upsert (a statement cannot update one row twice); the last line wins.
  const accepted = new Map<string, Accepted>();
  for (const { source, row } of parsed) {
    const product = productByNdc.get(row.ndc);
    if (!product) {
      errors.push({ ...source, reasons: [`No product with NDC ${formatNdc(row.ndc)}`] });
      continue;
    }
    const reasons = Object.values(
      checkListing(
        {
          packPriceCents: row.packPriceCents,
          stock: row.stock,
          minQty: row.minQty,
          maxQty: row.maxQty,
          promo: null,
        },
        product,
      ),
    ).flat();
    const owner = productOfSku.get(row.sku);
    if (owner !== undefined && owner !== product.id) reasons.push(LISTING_MESSAGES.skuTaken);
    if (reasons.length > 0) {
      errors.push({ ...source, reasons });
      continue;
    }
    productOfSku.set(row.sku, product.id);
    accepted.set(row.sku, { line: source.line, row, productId: product.id });
  }

  if (accepted.size > 0) await upsertListings(tx, target, [...accepted.values()]);
  await recordRowErrors(tx, target.jobId, errors);
  // A row is either recorded as an error or written (a repeated SKU overwrote its earlier line).
  return { imported: rows.length - errors.length, failed: errors.length };
}

/**
 * Upserts the accepted rows by (supplier, SKU) in one statement whose rows travel as a single JSON
 * parameter (cheap to build, parse and bind at thousands of rows). A SKU never moves to another
 * product, even if one was added since the check above. A new listing of an NDC the supplier
 * imported as non-returnable starts non-returnable; an existing listing keeps its flag (the
 * supplier may have changed it since).
 */
async function upsertListings(tx: Tx, target: ChunkTarget, rows: Accepted[]) {
  const json = JSON.stringify(
    rows.map(({ row, productId }) => ({
      product_id: productId,
      sku: row.sku,
      pack_price_cents: row.packPriceCents,
      stock: row.stock,
      expiry_date: row.expiryDate,
      lot: row.lot,
      min_qty: row.minQty,
      max_qty: row.maxQty,
    })),
  );
  await tx.execute(sql`
    insert into ${listings} (supplier_account_id, product_id, sku, pack_price_cents, stock, expiry_date, lot,
                             min_qty, max_qty, import_job_id, returnable)
    select ${target.supplierAccountId}::uuid, r.product_id, r.sku, r.pack_price_cents, r.stock, r.expiry_date, r.lot,
           r.min_qty, r.max_qty, ${target.jobId}::uuid,
           not exists (select 1 from ${supplierProductRules} spr join ${products} rp on rp.ndc = spr.ndc
                       where spr.supplier_account_id = ${target.supplierAccountId}::uuid and rp.id = r.product_id
                         and spr.non_returnable)
    from json_to_recordset(${json}::json) as r(product_id uuid, sku text, pack_price_cents integer, stock integer,
                                               expiry_date date, lot text, min_qty integer, max_qty integer)
    on conflict (supplier_account_id, sku) do update set
      pack_price_cents = excluded.pack_price_cents, stock = excluded.stock, expiry_date = excluded.expiry_date,
      lot = excluded.lot, min_qty = excluded.min_qty, max_qty = excluded.max_qty,
      import_job_id = excluded.import_job_id, updated_at = now()
    where ${listings}.product_id = excluded.product_id`);
}
