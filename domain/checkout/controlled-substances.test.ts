import { describe, expect, it } from 'vitest';
import {
  assertOrderable,
  CONTROLLED_SUBSTANCE_MESSAGE,
  isOrderable,
  parseDeaSchedule,
} from './controlled-substances.ts';

describe('isOrderable (security notes A.4: CII/CIIN non-orderable without CSOS)', () => {
  it.each([
    [null, null, true],
    [undefined, null, true],
    ['', null, true],
    ['  ', null, true],
    ['CII', 'CII', false],
    ['cii', 'CII', false],
    ['CIIN', 'CII', false],
    ['II', 'CII', false],
    ['2', 'CII', false],
    ['2N', 'CII', false],
    ['C2', 'CII', false],
    ['C-II', 'CII', false],
    ['Schedule II', 'CII', false],
    ['CI', 'CI', false],
    ['CIII', 'CIII', true],
    ['CIIIN', 'CIII', true],
    ['III', 'CIII', true],
    ['CIV', 'CIV', true],
    ['C-IV', 'CIV', true],
    ['CV', 'CV', true],
    ['5', 'CV', true],
    ['CVI', 'unrecognised', false],
    ['controlled', 'unrecognised', false],
    ['C'.repeat(50), 'unrecognised', false],
  ])('reads %j as %s (orderable: %s)', (value, schedule, orderable) => {
    expect(parseDeaSchedule(value)).toBe(schedule);
    expect(isOrderable({ deaSchedule: value })).toBe(orderable);
  });
});

describe('assertOrderable (security notes A.4: the API returns 422 for a CII line)', () => {
  it('throws ORDER_CONTROLLED_SUBSTANCE with the user message for a CII product', () => {
    expect(() => assertOrderable({ deaSchedule: 'CII', name: 'oxycodone hydrochloride 5 mg' })).toThrow(
      expect.objectContaining({ code: 'ORDER_CONTROLLED_SUBSTANCE', detail: CONTROLLED_SUBSTANCE_MESSAGE }),
    );
  });

  it('lets a CIV product through', () => {
    expect(() => assertOrderable({ deaSchedule: 'CIV' })).not.toThrow();
  });
});
