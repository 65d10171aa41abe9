import type { FieldErrors } from '../errors.ts';
import { describe, expect, it } from 'vitest';
import {
  basisPointsOf,
  CARD_FEE_MESSAGES,
  cardFeeBpFor,
  cardFeeCents,
  validateCardFeeSettings,
  type CardFeeSettings,
} from './card-fee.ts';

const settings: CardFeeSettings = {
  acceptCards: 'all_states',
  mode: 'global',
  globalTaxBp: 300,
  stateTaxBp: { NY: 350, NJ: 250 },
  acceptedStates: ['NY', 'CA'],
};

describe('cardFeeBpFor (supplier-side §4: all states vs by state, global vs individual)', () => {
  it.each([
    ['all states, global: any state pays the global rate', {}, 'TX', 300],
    ['all states, global: a state with its own rate still pays the global rate', {}, 'NY', 300],
    ['all states, individual: the state rate', { mode: 'individual' }, 'NJ', 250],
    ['all states, individual: a state without a rate pays nothing', { mode: 'individual' }, 'TX', 0],
    ['by state, global: an accepted state pays the global rate', { acceptCards: 'by_state' }, 'CA', 300],
    ['by state, global: another state does not accept cards', { acceptCards: 'by_state' }, 'NJ', null],
    [
      'by state, individual: an accepted state pays its rate',
      { acceptCards: 'by_state', mode: 'individual' },
      'NY',
      350,
    ],
    [
      'by state, individual: another state does not accept cards',
      { acceptCards: 'by_state', mode: 'individual' },
      'NJ',
      null,
    ],
    ['global without a rate pays nothing', { globalTaxBp: null }, 'NY', 0],
    ['state codes are read case-insensitively', { acceptCards: 'by_state', mode: 'individual' }, ' ny ', 350],
  ] satisfies [string, Partial<CardFeeSettings>, string, number | null][])(
    'gives %s',
    (_label, patch, state, bp) => {
      expect(cardFeeBpFor({ ...settings, ...patch }, state)).toBe(bp);
    },
  );
});

describe('validateCardFeeSettings (supplier-side §5: tax values greater than zero)', () => {
  it.each([
    ['a valid global rate', {}, {}],
    ['a zero global rate', { globalTaxBp: 0 }, { global_tax: [CARD_FEE_MESSAGES.taxNotPositive] }],
    ['a negative global rate', { globalTaxBp: -10 }, { global_tax: [CARD_FEE_MESSAGES.taxNotPositive] }],
    ['a fractional global rate', { globalTaxBp: 2.5 }, { global_tax: [CARD_FEE_MESSAGES.taxNotPositive] }],
    ['a global rate over 100 %', { globalTaxBp: 10_001 }, { global_tax: [CARD_FEE_MESSAGES.taxTooHigh] }],
    ['a missing global rate', { globalTaxBp: null }, { global_tax: [CARD_FEE_MESSAGES.taxRequired] }],
    ['bad state rates ignored in global mode', { stateTaxBp: { NY: 0 } }, {}],
    ['valid individual rates', { mode: 'individual', globalTaxBp: null }, {}],
    [
      'a zero individual rate',
      { mode: 'individual', stateTaxBp: { NY: 0 } },
      { 'individual_tax.NY': [CARD_FEE_MESSAGES.taxNotPositive] },
    ],
    [
      'an invalid state key',
      { mode: 'individual', stateTaxBp: { 'New York': 100 } },
      { 'individual_tax.New York': [CARD_FEE_MESSAGES.stateInvalid] },
    ],
    [
      'by state without states',
      { acceptCards: 'by_state', acceptedStates: [] },
      { accepted_states: [CARD_FEE_MESSAGES.stateRequired] },
    ],
    [
      'by state with a bad code',
      { acceptCards: 'by_state', acceptedStates: ['ny'] },
      { accepted_states: [CARD_FEE_MESSAGES.stateInvalid] },
    ],
    [
      'by state, individual, accepted state without a rate',
      { acceptCards: 'by_state', mode: 'individual' },
      { 'individual_tax.CA': [CARD_FEE_MESSAGES.taxRequired] },
    ],
    [
      'by state, individual, every accepted state rated',
      { acceptCards: 'by_state', mode: 'individual', acceptedStates: ['NY', 'NJ'] },
      {},
    ],
  ] satisfies [string, Partial<CardFeeSettings>, FieldErrors][])('answers %s', (_label, patch, errors) => {
    expect(validateCardFeeSettings({ ...settings, ...patch })).toEqual(errors);
  });
});

describe('cardFeeCents (rounding half-up to the cent)', () => {
  it.each([
    [10_000, 300, 300],
    [1_000, 125, 13], // 12.5 → 13
    [1_000, 124, 12], // 12.4 → 12
    [1_003, 50, 5], // 5.015 → 5
    [999, 350, 35], // 34.965 → 35
    [0, 300, 0],
    [123_456, 0, 0],
  ])('charges %i cents at %i bp as %i', (base, bp, fee) => {
    expect(cardFeeCents(base, bp)).toBe(fee);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => basisPointsOf(-1, 100)).toThrow(RangeError);
    expect(() => basisPointsOf(10.5, 100)).toThrow(RangeError);
    expect(() => basisPointsOf(100, 1.5)).toThrow(RangeError);
  });
});
