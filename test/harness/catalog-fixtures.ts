/**
 * Small catalog fixtures for tests that need their own products and listings (independent of
 * the demo catalog). Every value can be overridden.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { listings, products } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';

export const SUPPLIER_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier@example.com')!.id;
export const SUPPLIER2_ID = DEMO_ACCOUNTS.find((a) => a.user.email === 'supplier2@example.com')!.id;

type ProductRow = typeof products.$inferInsert;
type ListingRow = typeof listings.$inferInsert;

/** A fresh 11-digit NDC that no demo product uses (labeler 88xxx). */
export function fixtureNdc(): string {
  return `88${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

export async function insertProduct(db: Database, overrides: Partial<ProductRow> = {}) {
  const [row] = await db
    .insert(products)
    .values({
      ndc: fixtureNdc(),
      name: 'Atorvastatin Calcium',
      genericName: 'atorvastatin calcium',
      strength: '20 mg',
      dosageForm: 'TABLET, FILM COATED',
      route: 'ORAL',
      packageSize: '90 TABLET in 1 BOTTLE',
      packageQuantity: 90,
      unit: 'TABLET',
      manufacturer: 'Fixture Labs',
      isBrand: false,
      rxOtc: 'rx',
      awpCents: 10_000,
      wacCents: 6_000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertListing(db: Database, productId: string, overrides: Partial<ListingRow> = {}) {
  const [row] = await db
    .insert(listings)
    .values({
      supplierAccountId: SUPPLIER_ID,
      productId,
      sku: `SKU-${randomUUID().slice(0, 8)}`,
      packPriceCents: 5_000,
      stock: 10,
      expiryDate: '2028-01-31',
      ...overrides,
    })
    .returning();
  return row!;
}
