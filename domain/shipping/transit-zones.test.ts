import { describe, expect, it } from 'vitest';
import { groundTransitDays, transitDaysFor } from './transit-zones.ts';

describe('groundTransitDays (time in transit grows with the distance to to_code)', () => {
  it.each([
    [0, 1],
    [150, 1],
    [150.01, 2],
    [600, 2],
    [600.5, 3],
    [1_200, 3],
    [1_201, 4],
    [2_000, 4],
    [2_000.1, 5],
    [5_000, 5],
  ])('gives %s miles %s business days', (miles, days) => {
    expect(groundTransitDays(miles)).toBe(days);
  });
});

describe('transitDaysFor (a method never takes more than its own days; express methods fewer)', () => {
  it.each([
    ['ground (5) across the country', 5, 2_400, 5],
    ['ground (5) next door', 5, 20, 1],
    ['ground (3) capped by the supplier', 3, 2_400, 3],
    ['two-day (2) far away', 2, 1_400, 2],
    ['two-day (2) within 150 miles', 2, 100, 1],
    ['overnight (1) anywhere', 1, 2_400, 1],
    ['a method with no known distance', 4, null, 4],
  ] as const)('gives %s', (_label, methodDays, miles, days) => {
    expect(transitDaysFor(methodDays, miles)).toBe(days);
  });
});
