import { describe, expect, it } from 'vitest';
import { favoritesPageEntriesInfo } from './favorites.ts';
import { classifyInput, escapeLike } from './product-match.ts';

describe('classifyInput', () => {
  it('reads digits and dashes as an NDC (supplier-side §4, a different mode fetches by ndc)', () => {
    expect(classifyInput('99123-4567-7')).toEqual({ kind: 'ndc', exact: ['99123456707'], prefix: null });
    expect(classifyInput('9912345678').kind).toBe('ndc');
    expect(classifyInput('991234')).toEqual({ kind: 'ndc', exact: [], prefix: '991234' });
  });

  it('reads anything else as a lower-cased name', () => {
    expect(classifyInput('  Atorvastatin   20 ')).toEqual({ kind: 'name', term: 'atorvastatin 20' });
  });
});

describe('escapeLike', () => {
  it('matches typed wildcards literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('favoritesPageEntriesInfo', () => {
  it("words the page like 'Displaying 1 - 10 of 23 favorites' (pharmacy-side §3)", () => {
    expect(favoritesPageEntriesInfo(23, 1)).toBe('Displaying 1 - 10 of 23 favorites');
    expect(favoritesPageEntriesInfo(23, 3)).toBe('Displaying 21 - 23 of 23 favorites');
    expect(favoritesPageEntriesInfo(1, 1)).toBe('Displaying 1 favorite');
    expect(favoritesPageEntriesInfo(0, 1)).toBe('No favorites found');
  });
});
