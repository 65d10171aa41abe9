import { describe, expect, it } from 'vitest';
import { TOUR_LENGTH, tourModalAt } from './audit-tour-steps.ts';

describe('tourModalAt (supplier-side §2 audit demo tour)', () => {
  it('shows the configure modal on steps 3 and 4', () => {
    expect(tourModalAt(3)).toBe('configure');
    expect(tourModalAt(4)).toBe('configure');
  });

  it('shows the email composer on step 5', () => {
    expect(tourModalAt(5)).toBe('email');
  });

  it('shows no modal on the other steps', () => {
    const others = Array.from({ length: TOUR_LENGTH }, (_, i) => i + 1).filter((s) => s < 3 || s > 5);
    expect(others.length).toBeGreaterThan(0);
    for (const step of others) expect(tourModalAt(step)).toBeNull();
  });
});
