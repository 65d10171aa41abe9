/**
 * Volume discounts of a listing: tiers of "from this many packs, this much off" (basis points).
 * The buyer gets the best tier reached; the quantity message (GET
 * /pharmacy/volume_discounts/{id}/update_qty_message) tells what the quantity earns and what the
 * next tier would.
 */
import { formatCents, lessPercent } from '../money.ts';

export type VolumeTier = { minQuantity: number; discountBp: number };

export function tierFor(quantity: number, tiers: VolumeTier[]): VolumeTier | null {
  return (
    [...tiers].sort((a, b) => b.minQuantity - a.minQuantity).find((t) => quantity >= t.minQuantity) ?? null
  );
}

/** The pack price at a quantity once its volume tier applies. */
export function volumePackPrice(packPriceCents: number, quantity: number, tiers: VolumeTier[]): number {
  const tier = tierFor(quantity, tiers);
  return tier ? lessPercent(packPriceCents, tier.discountBp) : packPriceCents;
}

const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

export function volumeQuantityMessage(packPriceCents: number, quantity: number, tiers: VolumeTier[]): string {
  const current = tierFor(quantity, tiers);
  const next = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity).find((t) => t.minQuantity > quantity);
  const parts: string[] = [];
  if (current) {
    parts.push(
      `You save ${percent(current.discountBp)}: ${formatCents(volumePackPrice(packPriceCents, quantity, tiers))} per pack.`,
    );
  }
  if (next) {
    const more = next.minQuantity - quantity;
    parts.push(`Add ${more} more to save ${percent(next.discountBp)} per pack.`);
  }
  return parts.join(' ');
}
