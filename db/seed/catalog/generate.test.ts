/**
 * The demo catalog generators (issue 3): deterministic, several thousand well-formed products,
 * and listings that obey the supplier-side §5 listing rules.
 */
import { describe, expect, it } from 'vitest';
import { checkListing } from '../../../domain/catalog/listing-rules.ts';
import { isShortDated } from '../../../domain/catalog/short-dated.ts';
import { generateDemoListings } from './generate-listings.ts';
import { DEMO_DRUGS, generateDemoProducts, MAX_DEMO_PRODUCTS } from './generate-products.ts';

const today = '2026-03-01';
const products = generateDemoProducts();
const { listings, volumeTiers } = generateDemoListings(products, today);

describe('generateDemoProducts', () => {
  it('is deterministic: the same catalog on every run', () => {
    expect(generateDemoProducts()).toEqual(products);
  });

  it('draws from about 120–180 real drug lines', () => {
    expect(DEMO_DRUGS.length).toBeGreaterThanOrEqual(120);
    expect(DEMO_DRUGS.length).toBeLessThanOrEqual(180);
  });

  it('makes several thousand products with unique 11-digit NDCs under 9xxxx demo labelers', () => {
    expect(products.length).toBeGreaterThanOrEqual(4000);
    expect(products.length).toBeLessThanOrEqual(MAX_DEMO_PRODUCTS);
    expect(new Set(products.map((p) => p.ndc)).size).toBe(products.length);
    expect(products.every((p) => /^9\d{10}$/.test(p.ndc) && p.isDemo)).toBe(true);
  });

  it('prices brands above generics and keeps WAC at about 80 % of AWP', () => {
    for (const p of products) expect(Math.abs(p.wacCents! - p.awpCents! * 0.8)).toBeLessThanOrEqual(1);
    const unitAwp = (brand: boolean) => {
      const rows = products.filter(
        (p) => p.isBrand === brand && p.genericName === 'atorvastatin calcium' && p.packageQuantity === 90,
      );
      return Math.min(...rows.map((p) => p.awpCents!));
    };
    expect(unitAwp(true)).toBeGreaterThan(unitAwp(false) * 3);
  });

  it('describes packages the way the NDC directory does, with a plausible 14-digit GPI', () => {
    for (const p of products) {
      expect(p.packageSize).toBe(`${p.packageQuantity} ${p.unit} in 1 ${p.packageSize.split(' in 1 ')[1]}`);
      expect(p.gpi).toMatch(/^\d{14}$/);
    }
  });
});

describe('generateDemoListings', () => {
  it('obeys every listing rule, the pack-price cap included (supplier-side §5)', () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const l of listings) {
      const p = byId.get(l.productId)!;
      const promo =
        l.promoPackPriceCents == null
          ? null
          : {
              packPriceCents: l.promoPackPriceCents,
              triggerQty: l.promoTriggerQty!,
              startDate: l.promoStartDate!,
              endDate: l.promoEndDate!,
            };
      const draft = {
        packPriceCents: l.packPriceCents,
        stock: l.stock ?? 0,
        minQty: l.minQty ?? 1,
        maxQty: l.maxQty ?? null,
        promo,
      };
      expect(
        checkListing(draft, {
          isBrand: p.isBrand,
          wacCents: p.wacCents ?? null,
          awpCents: p.awpCents ?? null,
          maxPackPriceCents: p.maxPackPriceCents ?? null,
        }),
      ).toEqual({});
    }
  });

  it('keeps SKUs unique per supplier and lets the two suppliers overlap', () => {
    const bySupplier = new Map<string, typeof listings>();
    for (const l of listings)
      bySupplier.set(l.supplierAccountId, [...(bySupplier.get(l.supplierAccountId) ?? []), l]);
    expect(bySupplier.size).toBe(2);
    for (const rows of bySupplier.values()) expect(new Set(rows.map((l) => l.sku)).size).toBe(rows.length);
    const [first, second] = [...bySupplier.values()].map((rows) => new Set(rows.map((l) => l.productId)));
    expect([...first!].filter((id) => second!.has(id)).length).toBeGreaterThan(1000);
  });

  it('has about 10 % short-dated, about 8 % deals, about 5 % promotions and a few volume tiers', () => {
    const share = (pred: (l: (typeof listings)[number]) => boolean) =>
      listings.filter(pred).length / listings.length;
    expect(share((l) => isShortDated(l.expiryDate ?? null, today))).toBeCloseTo(0.1, 1);
    expect(share((l) => l.isDeal === true)).toBeCloseTo(0.08, 1);
    expect(share((l) => l.promoPackPriceCents != null)).toBeCloseTo(0.05, 1);
    expect(volumeTiers.length).toBeGreaterThan(0);
  });
});
