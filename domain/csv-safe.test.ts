import { describe, expect, it } from 'vitest';
import { escapeCsvFormula } from './csv-safe.ts';

describe('escapeCsvFormula', () => {
  it('prefixes an apostrophe to cells starting with a formula trigger', () => {
    for (const cell of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])
      expect(escapeCsvFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves other cells, including empty ones and inner triggers, unchanged', () => {
    for (const cell of ['', 'abc', '12.50', 'a=b', ' =x']) expect(escapeCsvFormula(cell)).toBe(cell);
  });
});
