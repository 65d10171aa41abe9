import { describe, expect, it } from 'vitest';
import { formatWeight } from './serializers.ts';

describe('formatWeight', () => {
  it('shows thousandths of a pound as the lbs the supplier typed (§3 Shipment: weight in lbs)', () => {
    expect(formatWeight(12_500)).toBe('12.5');
    expect(formatWeight(3_000)).toBe('3');
    expect(formatWeight(1_005)).toBe('1.005');
  });
});
