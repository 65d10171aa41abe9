import { describe, expect, it } from 'vitest';
import { offeredForLocation } from './location-payment-methods.ts';

const methods = [
  { id: 'a', locationId: 'downtown' },
  { id: 'b', locationId: null },
  { id: 'c', locationId: 'north' },
];
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('offeredForLocation', () => {
  it('offers only the methods linked to the location when some are', () => {
    expect(ids(offeredForLocation(methods, 'downtown'))).toEqual(['a']);
  });

  it('offers every method when none is linked to the location', () => {
    expect(ids(offeredForLocation(methods, 'round-rock'))).toEqual(['a', 'b', 'c']);
    expect(ids(offeredForLocation(methods, null))).toEqual(['a', 'b', 'c']);
  });
});
