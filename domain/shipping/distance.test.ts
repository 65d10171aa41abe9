import { describe, expect, it } from 'vitest';
import { greatCircleMiles, zip5Of } from './distance.ts';

describe('greatCircleMiles (ZIP centroids)', () => {
  const nyc = { latitude: 40.75065, longitude: -73.997293 }; // 10001
  const la = { latitude: 34.065975, longitude: -118.238642 }; // 90012
  const harrisburg = { latitude: 40.258414, longitude: -76.89291 }; // 17101
  const austin = { latitude: 30.270569, longitude: -97.742589 }; // 78701

  it('measures New York to Los Angeles at about 2,445 miles, both ways', () => {
    expect(greatCircleMiles(nyc, la)).toBeCloseTo(2_445, 0);
    expect(greatCircleMiles(la, nyc)).toBeCloseTo(greatCircleMiles(nyc, la), 9);
  });

  it('measures Harrisburg, PA to Austin, TX at about 1,359 miles and a point to itself at 0', () => {
    expect(greatCircleMiles(harrisburg, austin)).toBeCloseTo(1_359, 0);
    expect(greatCircleMiles(austin, austin)).toBe(0);
  });
});

describe('zip5Of', () => {
  it.each([
    ['78701', '78701'],
    ['78701-1234', '78701'],
    [' 01001 ', '01001'],
    ['7870', null],
    ['abcde', null],
    ['78701-12', null],
  ])('reads %j as %j', (text, zip) => {
    expect(zip5Of(text)).toBe(zip);
  });
});
