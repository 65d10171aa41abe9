import { describe, expect, it } from 'vitest';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (levels: number): unknown =>
  JSON.parse(`${'{"a":'.repeat(levels - 1)}[]${'}'.repeat(levels - 1)}`);

describe('isNestedDeeperThan', () => {
  it('counts the value itself as level 1, and scalars as no level', () => {
    expect(isNestedDeeperThan('text', 0)).toBe(false);
    expect(isNestedDeeperThan({}, 1)).toBe(false);
    expect(isNestedDeeperThan({ a: [] }, 1)).toBe(true);
    expect(isNestedDeeperThan({ a: [1, 'x', null] }, 2)).toBe(false);
  });

  it('accepts a body at the limit and refuses one a level past it', () => {
    expect(isNestedDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isNestedDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(isNestedDeeperThan(deep)).toBe(true);
  });
});
