import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';
import { tierFor, tierMessage } from './tiers.ts';

describe('tierFor', () => {
  it('places a total in the highest tier whose threshold it reaches (tiers by trailing 12 months)', () => {
    expect(tierFor(0).current.name).toBe('Bronze');
    expect(tierFor(999).current.name).toBe('Bronze');
    expect(tierFor(1_000).current.name).toBe('Silver');
    expect(tierFor(4_999).next?.name).toBe('Gold');
    expect(tierFor(5_000).current.name).toBe('Gold');
    expect(tierFor(15_000)).toMatchObject({ current: { name: 'Platinum' }, next: null });
  });

  it('keeps a negative total (reversals) at the first tier', () => {
    expect(tierFor(-40).current.name).toBe('Bronze');
  });
});

describe('tierMessage', () => {
  it('says how many points reach the next tier', () => {
    expect(tierMessage(1_800)).toBe(
      'You are a Silver member. Earn 3,200 more points in the next 12 months to reach Gold.',
    );
  });

  it('thanks the highest tier', () => {
    expect(tierMessage(20_000)).toContain('Platinum member, our highest tier');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1_200)).toBe('-1,200');
    expect(formatCount(12)).toBe('12');
  });
});
