/**
 * The rows of the supplier's CSV imports (supplier-side §2 and §7): inventory, and the three rule
 * imports (non-returnable products, special discount products, specific shipping rules). Parsing
 * here checks each row on its own; the rules that need the catalog (the NDC exists, the price is
 * under its cap, the SKU is free) are applied by the import activity with the same domain rules.
 */
import { parseDate } from '../dates.ts';
import { MAX_QUANTITY, parseDollarsToCents } from '../money.ts';
import { LISTING_MESSAGES, MAX_STOCK, parseStock } from './listing-rules.ts';
import { normaliseNdc } from './ndc.ts';
import { isExpired } from './short-dated.ts';

export const IMPORT_KINDS = [
  'inventory',
  'non_returnable_products',
  'special_discount_products',
  'specific_shipping_rules',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const SHIPPING_METHODS = ['ground', 'two_day', 'overnight'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const IMPORT_HEADERS: Record<ImportKind, { required: string[]; optional: string[] }> = {
  inventory: {
    required: ['ndc', 'sku', 'price', 'stock'],
    optional: ['expiry_date', 'lot', 'min_qty', 'max_qty'],
  },
  non_returnable_products: { required: ['ndc'], optional: [] },
  special_discount_products: { required: ['ndc', 'discount_percent'], optional: [] },
  specific_shipping_rules: { required: ['ndc', 'shipping_methods'], optional: [] },
};

export type InventoryRow = {
  ndc: string;
  sku: string;
  packPriceCents: number;
  stock: number;
  expiryDate: string | null;
  lot: string | null;
  minQty: number;
  maxQty: number | null;
};
export type RuleRow =
  | { kind: 'non_returnable_products'; ndc: string }
  | { kind: 'special_discount_products'; ndc: string; discountBp: number }
  | { kind: 'specific_shipping_rules'; ndc: string; shippingMethods: ShippingMethod[] };

export type ParsedRow<T> = { ok: true; row: T } | { ok: false; reasons: string[] };
type Record_ = Record<string, string | undefined>;

/** Header problems of a file, before any row is read: missing required columns. */
export function checkHeaders(kind: ImportKind, headers: string[]): string[] {
  const present = new Set(headers.map((h) => h.trim().toLowerCase()));
  return IMPORT_HEADERS[kind].required.filter((h) => !present.has(h)).map((h) => `Missing column: ${h}`);
}

/** An inventory row, judged on `today` (ISO): stock that has already expired is refused. */
export function parseInventoryRow(record: Record_, today: string): ParsedRow<InventoryRow> {
  const reasons: string[] = [];
  const ndc = normaliseNdc(record.ndc ?? '');
  if (!ndc) reasons.push(`NDC "${record.ndc ?? ''}" is not a valid NDC`);
  const sku = (record.sku ?? '').trim();
  if (!sku) reasons.push('SKU is required');
  else if (sku.length > 64) reasons.push('SKU is longer than 64 characters');
  const price = parseDollarsToCents(record.price ?? '');
  if (price === null) reasons.push(`Price "${record.price ?? ''}" is not an amount up to $20,000,000.00`);
  else if (price <= 0) reasons.push('Price must be greater than zero.');
  const stock = parseStock(record.stock);
  if (stock === null) reasons.push('Stock must be a whole number.');
  else if (stock < 0) reasons.push(LISTING_MESSAGES.stockNegative);
  else if (stock > MAX_STOCK) reasons.push(LISTING_MESSAGES.stockTooLarge);
  const expiryText = (record.expiry_date ?? record.expiry ?? '').trim();
  const expiryDate = expiryText ? parseDate(expiryText) : null;
  if (expiryText && !expiryDate)
    reasons.push(`Expiry date "${expiryText}" is not a date (MM-DD-YYYY or YYYY-MM-DD)`);
  else if (isExpired(expiryDate, today)) reasons.push(LISTING_MESSAGES.expired(expiryDate!));
  const minQty = wholeOr(record.min_qty, 1);
  const maxQty = wholeOr(record.max_qty, null);
  if (minQty === undefined || (minQty !== null && minQty < 1))
    reasons.push('Minimum quantity must be at least 1.');
  if ((minQty ?? 0) > MAX_QUANTITY || (maxQty ?? 0) > MAX_QUANTITY)
    reasons.push(LISTING_MESSAGES.quantityTooLarge);
  if (maxQty === undefined) reasons.push('Maximum quantity must be a whole number.');
  else if (maxQty !== null && typeof minQty === 'number' && maxQty < minQty)
    reasons.push('Maximum quantity cannot be less than the minimum quantity.');
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    row: {
      ndc: ndc!,
      sku,
      packPriceCents: price!,
      stock: stock!,
      expiryDate,
      lot: (record.lot ?? '').trim() || null,
      minQty: minQty!,
      maxQty: maxQty!,
    },
  };
}

export function parseRuleRow(kind: Exclude<ImportKind, 'inventory'>, record: Record_): ParsedRow<RuleRow> {
  const ndc = normaliseNdc(record.ndc ?? '');
  if (!ndc) return { ok: false, reasons: [`NDC "${record.ndc ?? ''}" is not a valid NDC`] };
  switch (kind) {
    case 'non_returnable_products':
      return { ok: true, row: { kind, ndc } };
    case 'special_discount_products': {
      const text = (record.discount_percent ?? '').trim();
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
        return { ok: false, reasons: [`Discount "${text}" must be a percentage above 0 and below 100`] };
      }
      const [whole, fraction = ''] = text.split('.');
      return {
        ok: true,
        row: { kind, ndc, discountBp: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) },
      };
    }
    case 'specific_shipping_rules': {
      const methods = (record.shipping_methods ?? '')
        .split(/[;|]/)
        .map((m) => m.trim().toLowerCase())
        .filter(Boolean);
      const unknown = methods.filter((m) => !(SHIPPING_METHODS as readonly string[]).includes(m));
      if (methods.length === 0) return { ok: false, reasons: ['At least one shipping method is required'] };
      if (unknown.length > 0) {
        return {
          ok: false,
          reasons: [`Unknown shipping method: ${unknown.join(', ')} (use ${SHIPPING_METHODS.join(', ')})`],
        };
      }
      return { ok: true, row: { kind, ndc, shippingMethods: [...new Set(methods)] as ShippingMethod[] } };
    }
  }
}

/** A whole number, the fallback when blank, or undefined when it is not a whole number. */
function wholeOr<T extends number | null>(value: string | undefined, blank: T): number | T | undefined {
  const text = (value ?? '').trim();
  if (text === '') return blank;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}
