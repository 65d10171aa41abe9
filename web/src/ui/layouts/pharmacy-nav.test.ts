import { describe, expect, it } from 'vitest';
import { pharmacyNav, pharmacyNavFor } from './pharmacy-nav.ts';

describe('pharmacyNavFor', () => {
  it('shows the seller entries to approved sellers only, right after Become a seller', () => {
    expect(pharmacyNavFor(false)).toEqual(pharmacyNav);
    const labels = pharmacyNavFor(true).map((item) => item.label);
    const after = labels.indexOf('Become a seller') + 1;
    expect(labels.slice(after, after + 4)).toEqual([
      'Inventory',
      'Seller shipping',
      'P2P sales',
      'P2P payouts',
    ]);
    expect(labels).toHaveLength(pharmacyNav.length + 4);
  });
});
