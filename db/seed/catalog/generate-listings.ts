/**
 * The demo suppliers' listings over the demo products: two overlapping assortments (so many
 * products have two offers to compare), prices under each product's cap (checked with the domain's
 * own `checkListing`), some empty stock, about 10 % short-dated, deals, promotions, volume tiers and
 * non-returnable items. Expiry and promotion dates are relative to `today`. Pure and deterministic.
 */
import { checkListing, type ListingDraft } from '../../../domain/catalog/listing-rules.ts';
import { maxPackPrice, type PricedProduct } from '../../../domain/catalog/pricing.ts';
import { addDays, SHORT_DATED_DAYS } from '../../../domain/catalog/short-dated.ts';
import type { listings, volumeDiscounts } from '../../schema/index.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import type { DemoProduct } from './generate-products.ts';
import { createRandom, randomUuid, type Random } from './prng.ts';

export type DemoListing = typeof listings.$inferInsert & { id: string };
export type DemoVolumeTier = typeof volumeDiscounts.$inferInsert;

const supplierId = (email: string) => DEMO_ACCOUNTS.find((a) => a.user.email === email)!.id;
/** Each supplier's share of the catalog and SKU style; the second overlaps half of the first. */
const SUPPLIERS = [
  {
    id: supplierId('supplier@example.com'),
    target: 3000,
    sku: (p: DemoProduct, _n: number) => `KW-${p.ndc}`,
  },
  {
    id: supplierId('supplier2@example.com'),
    target: 2500,
    sku: (_p: DemoProduct, n: number) => `BPS${String(100_000 + n)}`,
  },
];
const TIER_SETS = [
  [
    { minQuantity: 3, discountBp: 200 },
    { minQuantity: 6, discountBp: 400 },
  ],
  [
    { minQuantity: 5, discountBp: 300 },
    { minQuantity: 10, discountBp: 500 },
    { minQuantity: 25, discountBp: 800 },
  ],
  [{ minQuantity: 12, discountBp: 600 }],
];

export function generateDemoListings(products: DemoProduct[], today: string, seed = 20_260_302) {
  const random = createRandom(seed);
  const ids = createRandom(seed ^ 0x5eed);
  const order = random.shuffle(products.map((_, i) => i));
  const [first, second] = SUPPLIERS as [(typeof SUPPLIERS)[0], (typeof SUPPLIERS)[0]];
  const firstCount = Math.min(first.target, order.length);
  // The second supplier starts halfway through the first one's assortment: half overlaps.
  const secondStart = Math.floor(firstCount / 2);
  const assortments = [
    { supplier: first, picks: order.slice(0, firstCount) },
    { supplier: second, picks: order.slice(secondStart, secondStart + second.target) },
  ];
  const rows: DemoListing[] = [];
  const tiers: DemoVolumeTier[] = [];
  for (const { supplier, picks } of assortments) {
    for (const [n, index] of picks.entries()) {
      const product = products[index]!;
      const listing = listingFor(product, random, today, {
        id: randomUuid(ids),
        supplierAccountId: supplier.id,
        sku: supplier.sku(product, n),
      });
      rows.push(listing);
      if (random.chance(0.02)) {
        const set = random
          .pick(TIER_SETS)
          .filter((t) => listing.maxQty == null || t.minQuantity <= listing.maxQty);
        tiers.push(...set.map((t) => ({ listingId: listing.id, ...t })));
      }
    }
  }
  return { listings: rows, volumeTiers: tiers };
}

function listingFor(
  product: DemoProduct,
  random: Random,
  today: string,
  keys: { id: string; supplierAccountId: string; sku: string },
): DemoListing {
  const cap = maxPackPrice(pricedProduct(product));
  const ceiling = cap?.cents ?? product.awpCents ?? 1000;
  // Brands sell close to their ceiling; generics compete far below AWP.
  const share = product.isBrand ? 0.94 + random.next() * 0.06 : 0.2 + random.next() * 0.7;
  const drafted = Math.max(1, Math.floor(ceiling * share));
  const shortDated = random.chance(0.1);
  const isDeal = random.chance(0.08);
  const stock = shortDated || isDeal ? random.int(1, 60) : random.chance(0.08) ? 0 : skewedStock(random);
  const minQty = random.chance(0.85) ? 1 : random.pick([2, 3, 5, 6, 10]);
  const maxQty = random.chance(0.7) ? null : Math.max(minQty, random.pick([5, 10, 12, 24, 50, 100]));
  const promo = drafted > 1 && random.chance(0.05) ? promotion(random, today, drafted, minQty, maxQty) : null;
  const fitted = fitToRules({ packPriceCents: drafted, stock, minQty, maxQty, promo }, product, cap?.cents);
  return {
    ...keys,
    productId: product.id,
    packPriceCents: fitted.packPriceCents,
    stock,
    expiryDate: addDays(
      today,
      shortDated ? random.int(14, SHORT_DATED_DAYS - 5) : random.int(SHORT_DATED_DAYS + 20, 900),
    ),
    lot: `${letter(random)}${letter(random)}${random.int(1000, 99_999)}`,
    minQty,
    maxQty,
    // Short-dated stock is often sold final.
    returnable: !random.chance(shortDated ? 0.4 : 0.05),
    active: !random.chance(0.02),
    isDeal,
    promoStartDate: fitted.promo?.startDate ?? null,
    promoEndDate: fitted.promo?.endDate ?? null,
    promoPackPriceCents: fitted.promo?.packPriceCents ?? null,
    promoTriggerQty: fitted.promo?.triggerQty ?? null,
  };
}

function promotion(
  random: Random,
  today: string,
  packPriceCents: number,
  minQty: number,
  maxQty: number | null,
) {
  const top = Math.min(maxQty ?? minQty + 5, minQty + 5);
  return {
    packPriceCents: Math.max(1, Math.floor(packPriceCents * (0.8 + random.next() * 0.15))),
    triggerQty: random.int(minQty, top),
    startDate: addDays(today, -random.int(0, 10)),
    endDate: addDays(today, random.int(14, 75)),
  };
}

/** Most lines hold a few packs, a few hold hundreds. */
function skewedStock(random: Random): number {
  return random.chance(0.8) ? random.int(1, 48) : random.int(49, 500);
}

function letter(random: Random): string {
  return String.fromCharCode(65 + random.int(0, 25));
}

const pricedProduct = (product: DemoProduct): PricedProduct => ({
  isBrand: product.isBrand,
  wacCents: product.wacCents ?? null,
  awpCents: product.awpCents ?? null,
  maxPackPriceCents: product.maxPackPriceCents ?? null,
});

/**
 * The demo obeys the same rules as a supplier's form (supplier-side §5): every draft is checked
 * with `checkListing`; a price over the cap is brought down to the cap, anything else is a bug.
 */
function fitToRules(draft: ListingDraft, product: DemoProduct, capCents: number | undefined): ListingDraft {
  let errors = checkListing(draft, pricedProduct(product));
  let fitted = draft;
  if (errors.price && capCents !== undefined && capCents > 0) {
    fitted = {
      ...draft,
      packPriceCents: capCents,
      promo: draft.promo && {
        ...draft.promo,
        packPriceCents: Math.min(draft.promo.packPriceCents, capCents),
      },
    };
    errors = checkListing(fitted, pricedProduct(product));
  }
  if (Object.keys(errors).length > 0) {
    throw new Error(`demo listing for ${product.ndc} breaks the listing rules: ${JSON.stringify(errors)}`);
  }
  return fitted;
}
