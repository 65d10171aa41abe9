import { describe, expect, it } from 'vitest';
import { buildGraph, findCycles } from './check-web-folders.ts';

describe('check-web-folders', () => {
  it('finds a cycle through three folders and leaves the folder outside it out', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('finds no folder cycle in web/src (issue 20: the feature folders form no cycle)', () => {
    expect(findCycles(buildGraph())).toEqual([]);
  });
});
