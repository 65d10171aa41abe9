import { describe, expect, it } from 'vitest';
import { formatHundredths, parseMoneyField, parsePercentToBp } from './decimal.ts';

describe('formatHundredths', () => {
  it('writes cents as dollars with two decimals when answering a settings form (money as "100.00")', () => {
    expect(formatHundredths(10_000)).toBe('100.00');
    expect(formatHundredths(5)).toBe('0.05');
    expect(formatHundredths(null)).toBeNull();
  });
});

describe('parsePercentToBp', () => {
  it('reads percent text into basis points when it has at most two decimals (1% = 100 bp)', () => {
    expect(parsePercentToBp('3')).toBe(300);
    expect(parsePercentToBp('2.5')).toBe(250);
    expect(parsePercentToBp('3.00%')).toBe(300);
    expect(parsePercentToBp('.75')).toBe(75);
  });

  it('answers NaN when the text is not a percentage, so the tax rule reports it', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1e3']) expect(parsePercentToBp(text), text).toBeNaN();
  });
});

describe('parseMoneyField', () => {
  it('reads dollars exactly into cents and blank as the given default', () => {
    expect(parseMoneyField('100.00', 0)).toBe(10_000);
    expect(parseMoneyField('  ', 0)).toBe(0);
    expect(parseMoneyField(null, null)).toBeNull();
    expect(parseMoneyField('ten', 0)).toBeNaN();
  });
});
