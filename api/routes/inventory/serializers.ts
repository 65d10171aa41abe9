/** JSON shapes of the supplier inventory, deals and promotions (snake_case, cents plus formatted). */
import { z } from 'zod';
import type { InventoryRow } from '../../../db/queries/inventory.ts';
import { formatNdc } from '../../../domain/catalog/ndc.ts';
import { maxPackPrice } from '../../../domain/catalog/pricing.ts';
import { formatPromoDate, promotionStatus } from '../../../domain/catalog/promotion-dates.ts';
import { formatCents } from '../../../domain/money.ts';

const cents = z.number().int();

/** An amount in cents with its formatted text ("$45.10"). */
// Inline, not a named component: a named schema used as nullable somewhere is documented as nullable everywhere.
export const MoneySchema = z.strictObject({ cents, formatted: z.string() });

export function money(value: number | null): z.input<typeof MoneySchema> | null {
  return value === null ? null : { cents: value, formatted: formatCents(value) };
}

const PromoSchema = z.strictObject({
  start_date: z.iso.date(),
  end_date: z.iso.date(),
  start_date_label: z.string(),
  end_date_label: z.string(),
  pack_price_cents: cents,
  pack_price: z.string(),
  triggering_quantity: z.number().int().nullable(),
  status: z.enum(['scheduled', 'active', 'ended']),
});

function promoOf(row: InventoryRow, today: string): z.input<typeof PromoSchema> | null {
  const { promoPackPriceCents, promoTriggerQty, promoStartDate, promoEndDate } = row;
  if (promoPackPriceCents === null || promoStartDate === null || promoEndDate === null) return null;
  return {
    start_date: promoStartDate,
    end_date: promoEndDate,
    start_date_label: formatPromoDate(promoStartDate),
    end_date_label: formatPromoDate(promoEndDate),
    pack_price_cents: promoPackPriceCents,
    pack_price: formatCents(promoPackPriceCents),
    triggering_quantity: promoTriggerQty,
    status: promotionStatus({ startDate: promoStartDate, endDate: promoEndDate }, today),
  };
}

/** A row of the inventory table (supplier-side §3: variant_id, NDC, name, category, brand, price, quantity, flags). */
export const InventoryRowSchema = z
  .strictObject({
    id: z.uuid(),
    variant_id: z.uuid(),
    product_id: z.uuid(),
    ndc: z.string(),
    name: z.string(),
    generic_name: z.string(),
    strength: z.string(),
    category: z.string(),
    form: z.string(),
    manufacturer: z.string(),
    supplier_name: z.string(),
    is_brand: z.boolean(),
    is_generic: z.boolean(),
    brand: z.enum(['Brand', 'Generic']),
    package_size: z.string(),
    package_quantity: z.number().int(),
    sku: z.string(),
    price_cents: cents,
    price: z.string(),
    max_pack_price: MoneySchema.nullable(),
    stock: z.number().int(),
    quantity: z.number().int(),
    expiration_date: z.iso.date().nullable(),
    lot: z.string().nullable(),
    min_qty: z.number().int(),
    max_qty: z.number().int().nullable(),
    marked_as_deal: z.boolean(),
    marked_as_returnable: z.boolean(),
    active: z.boolean(),
    promo: PromoSchema.nullable(),
  })
  .meta({ id: 'InventoryRow' });

export function serializeInventoryRow(row: InventoryRow, today: string): z.input<typeof InventoryRowSchema> {
  const cap = maxPackPrice(row);
  return {
    id: row.id,
    variant_id: row.id,
    product_id: row.productId,
    ndc: formatNdc(row.ndc),
    name: row.name,
    generic_name: row.genericName,
    strength: row.strength,
    category: row.dosageForm,
    form: row.dosageForm,
    manufacturer: row.manufacturer,
    supplier_name: row.supplierName,
    is_brand: row.isBrand,
    is_generic: !row.isBrand,
    brand: row.isBrand ? 'Brand' : 'Generic',
    package_size: row.packageSize,
    package_quantity: row.packageQuantity,
    sku: row.sku,
    price_cents: row.packPriceCents,
    price: formatCents(row.packPriceCents),
    max_pack_price: money(cap?.cents ?? null),
    stock: row.stock,
    quantity: row.stock,
    expiration_date: row.expiryDate,
    lot: row.lot,
    min_qty: row.minQty,
    max_qty: row.maxQty,
    marked_as_deal: row.isDeal,
    marked_as_returnable: row.returnable,
    active: row.active,
    promo: promoOf(row, today),
  };
}

const page = { page: z.number().int(), per_page: z.number().int(), total: z.number().int() };

export const InventoryPageSchema = z
  .strictObject({ data: z.array(InventoryRowSchema), ...page })
  .meta({ id: 'InventoryPage' });

export const VolumeTierSchema = z
  .strictObject({
    min_quantity: z.number().int(),
    discount_bp: z.number().int(),
    discount_percent: z.number(),
  })
  .meta({ id: 'VolumeTier' });

export const serializeTier = (t: {
  minQuantity: number;
  discountBp: number;
}): z.input<typeof VolumeTierSchema> => ({
  min_quantity: t.minQuantity,
  discount_bp: t.discountBp,
  discount_percent: t.discountBp / 100,
});
