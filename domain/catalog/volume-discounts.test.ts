import { describe, expect, it } from 'vitest';
import { tierFor, volumePackPrice, volumeQuantityMessage, type VolumeTier } from './volume-discounts.ts';

// Deliberately out of order: the rules must not depend on how tiers are stored.
const tiers: VolumeTier[] = [
  { minQuantity: 10, discountBp: 500 },
  { minQuantity: 5, discountBp: 300 },
];

describe('tierFor (volume discounts: the best tier reached applies)', () => {
  it.each([
    [1, null],
    [4, null],
    [5, 300],
    [9, 300],
    [10, 500],
    [100, 500],
  ])('at quantity %i gives %s bp', (quantity, bp) => {
    expect(tierFor(quantity, tiers)?.discountBp ?? null).toBe(bp);
  });

  it('does not reorder the tiers it is given', () => {
    const copy = structuredClone(tiers);
    tierFor(7, tiers);
    expect(tiers).toEqual(copy);
  });
});

describe('volumePackPrice', () => {
  it('takes the tier discount off the pack price, rounded down to the cent', () => {
    expect(volumePackPrice(1000, 10, tiers)).toBe(950);
    expect(volumePackPrice(999, 5, tiers)).toBe(969); // 999 × 0.97 = 969.03
  });

  it('keeps the pack price below the first tier or without tiers', () => {
    expect(volumePackPrice(1000, 4, tiers)).toBe(1000);
    expect(volumePackPrice(1000, 50, [])).toBe(1000);
  });
});

describe('volumeQuantityMessage (GET /pharmacy/volume_discounts/{id}/update_qty_message)', () => {
  it('tells what the next tier needs when none is reached', () => {
    expect(volumeQuantityMessage(1000, 4, tiers)).toBe('Add 1 more to save 3% per pack.');
  });

  it('tells the saving reached and the next tier', () => {
    expect(volumeQuantityMessage(1000, 5, tiers)).toBe(
      'You save 3%: $9.70 per pack. Add 5 more to save 5% per pack.',
    );
  });

  it('tells only the saving at the top tier', () => {
    expect(volumeQuantityMessage(1000, 12, tiers)).toBe('You save 5%: $9.50 per pack.');
  });

  it('shows fractional percentages with two decimals', () => {
    expect(volumeQuantityMessage(1000, 1, [{ minQuantity: 1, discountBp: 250 }])).toBe(
      'You save 2.50%: $9.75 per pack.',
    );
  });

  it('is empty without tiers', () => {
    expect(volumeQuantityMessage(1000, 3, [])).toBe('');
  });
});
