import { describe, expect, it } from 'vitest';
import { pharmacyNav, pharmacyNavFor } from './pharmacy-nav.ts';

describe('pharmacyNavFor', () => {
  it('shows Inventory to approved sellers only, right after Become a seller', () => {
    expect(pharmacyNavFor(false)).toEqual(pharmacyNav);
    const labels = pharmacyNavFor(true).map((item) => item.label);
    expect(labels.indexOf('Inventory')).toBe(labels.indexOf('Become a seller') + 1);
    expect(labels).toHaveLength(pharmacyNav.length + 1);
  });
});
