/** JSON shapes of the supplier inventory, deals and promotions (snake_case, cents plus formatted). */
import type { InventoryRow } from '../../db/queries/inventory.ts';
import { formatNdc } from '../../domain/catalog/ndc.ts';
import { maxPackPrice } from '../../domain/catalog/pricing.ts';
import { formatCents } from '../../domain/money.ts';
import { formatPromoDate, promotionStatus } from '../../domain/catalog/promotion-dates.ts';

export const money = (cents: number | null) =>
  cents === null ? null : { cents, formatted: formatCents(cents) };

function promoOf(row: InventoryRow, today: string) {
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
export function serializeInventoryRow(row: InventoryRow, today: string) {
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
