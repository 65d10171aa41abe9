import { describe, expect, it } from 'vitest';
import { formatRange, formatUsDate, parseRange, rangePresets } from './date-range.ts';

describe('rangePresets (pharmacy-side §9, supplier-side §9: date-range presets)', () => {
  it('gives the six presets in the spec order with their ranges when today is mid-month', () => {
    expect(rangePresets('2026-03-08')).toEqual([
      { label: 'Today', start: '2026-03-08', end: '2026-03-08' },
      { label: 'Yesterday', start: '2026-03-07', end: '2026-03-07' },
      { label: 'Last 7 Days', start: '2026-03-02', end: '2026-03-08' },
      { label: 'Last 30 Days', start: '2026-02-07', end: '2026-03-08' },
      { label: 'This Month', start: '2026-03-01', end: '2026-03-31' },
      { label: 'Last Month', start: '2026-02-01', end: '2026-02-28' },
    ]);
  });

  it.each([
    ['2026-01-01', 'Yesterday', '2025-12-31', '2025-12-31', 'the first of the year'],
    ['2026-01-15', 'Last Month', '2025-12-01', '2025-12-31', 'January'],
    ['2024-03-31', 'Last Month', '2024-02-01', '2024-02-29', 'after a leap February'],
    ['2024-02-10', 'This Month', '2024-02-01', '2024-02-29', 'a leap February'],
  ])('on %s the %s preset spans %s to %s (%s)', (today, label, start, end) => {
    expect(rangePresets(today).find((p) => p.label === label)).toEqual({ label, start, end });
  });

  it('counts today plus 6 and 29 days before for the rolling presets', () => {
    const presets = rangePresets('2026-03-08');
    const days = (label: string) => {
      const p = presets.find((x) => x.label === label)!;
      return (Date.parse(p.end) - Date.parse(p.start)) / 86_400_000 + 1;
    };
    expect([days('Last 7 Days'), days('Last 30 Days')]).toEqual([7, 30]);
  });
});

describe('formatUsDate and formatRange (display MM/DD/YYYY, value start - end)', () => {
  it('writes MM/DD/YYYY', () => expect(formatUsDate('2026-03-08')).toBe('03/08/2026'));
  it('joins start and end with a spaced hyphen', () => {
    expect(formatRange({ start: '2026-03-01', end: '2026-03-08' })).toBe('03/01/2026 - 03/08/2026');
  });
});

describe('parseRange (the range query parameter)', () => {
  it.each([
    ['03/01/2026 - 03/08/2026', '2026-03-01', '2026-03-08', 'the display value'],
    ['03/01/2026+-+03/08/2026', '2026-03-01', '2026-03-08', 'plus signs read as spaces'],
    ['03/01/2026-03/08/2026', '2026-03-01', '2026-03-08', 'no spaces around the hyphen'],
    ['3/1/26 - 3/8/26', '2026-03-01', '2026-03-08', 'mm/dd/yy dates'],
    ['03/08/26', '2026-03-08', '2026-03-08', 'a single mm/dd/yy date'],
    ['12/31/99 - 01/01/00', '1999-12-31', '2000-01-01', 'two-digit years over 68 in the 1900s'],
    ['2026-03-01 - 2026-03-08', '2026-03-01', '2026-03-08', 'ISO dates'],
    ['03-01-2026 - 03-08-2026', '2026-03-01', '2026-03-08', 'MM-DD-YYYY dates'],
    ['03/08/2026 - 03/08/2026', '2026-03-08', '2026-03-08', 'one day'],
  ])('reads %j as %s to %s (%s)', (text, start, end) => {
    expect(parseRange(text)).toEqual({ start, end });
  });

  it.each([
    ['03/08/2026 - 03/01/2026', 'the end before the start'],
    ['02/30/2026 - 03/01/2026', 'a date that does not exist'],
    ['yesterday', 'words'],
    ['', 'nothing'],
    ['03/01/2026 - 03/02/2026 - 03/03/2026', 'three dates'],
    [`03/01/2026 - 03/08/2026${' '.repeat(60)}`, 'text over the length cap'],
  ])('rejects %j (%s)', (text) => {
    expect(parseRange(text)).toBeNull();
  });

  it('reads back what formatRange writes for every preset', () => {
    for (const preset of rangePresets('2026-03-08')) {
      expect(parseRange(formatRange(preset))).toEqual({ start: preset.start, end: preset.end });
    }
  });
});
