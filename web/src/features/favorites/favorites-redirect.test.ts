import { describe, expect, it } from 'vitest';
import { pageAfterToggle } from './favorites-redirect.ts';

describe('pageAfterToggle', () => {
  it('goes back a page when unfavouriting leaves a multiple of 10 and the page empty (pharmacy-side §9)', () => {
    expect(pageAfterToggle(3, { count: 20, marked: false })).toBe(2);
    expect(pageAfterToggle(2, { count: 10, marked: false })).toBe(1);
  });

  it('stays when the page still has items, when marking, or on page 1', () => {
    expect(pageAfterToggle(2, { count: 20, marked: false })).toBe(2);
    expect(pageAfterToggle(3, { count: 21, marked: false })).toBe(3);
    expect(pageAfterToggle(2, { count: 20, marked: true })).toBe(2);
    expect(pageAfterToggle(1, { count: 0, marked: false })).toBe(1);
  });
});
