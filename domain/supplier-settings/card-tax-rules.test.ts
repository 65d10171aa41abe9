import { describe, expect, it } from 'vitest';
import { CARD_FEE_MESSAGES } from '../checkout/card-fee.ts';
import {
  ACH_DISCOUNT_MESSAGE,
  cardStateRowsOf,
  cardTaxInputOf,
  exclusiveCardTax,
  validateCardTax,
  type CardTaxInput,
} from './card-tax-rules.ts';

const input: CardTaxInput = {
  chargeTax: true,
  achDiscountBp: 100,
  card: {
    acceptCards: 'by_state',
    mode: 'individual',
    globalTaxBp: 300,
    stateTaxBp: { tx: 250, NY: 400 },
    acceptedStates: ['tx', 'OR'],
  },
};

describe('exclusiveCardTax', () => {
  it('drops the global rate in individual mode and rates of states not accepted by state (supplier-side §4 exclusive modes)', () => {
    const { card } = exclusiveCardTax(input);
    expect(card.globalTaxBp).toBeNull();
    expect(card.stateTaxBp).toEqual({ TX: 250 });
    expect(card.acceptedStates).toEqual(['OR', 'TX']);
  });

  it('drops per-state rates in global mode and the state list when cards are accepted in all states', () => {
    const { card } = exclusiveCardTax({
      ...input,
      card: { ...input.card, acceptCards: 'all_states', mode: 'global' },
    });
    expect(card).toMatchObject({ globalTaxBp: 300, stateTaxBp: {}, acceptedStates: [] });
  });

  it('keeps no rate at all when no card processing tax is charged', () => {
    const { card } = exclusiveCardTax({ ...input, chargeTax: false });
    expect(card).toMatchObject({ mode: 'global', globalTaxBp: null, stateTaxBp: {} });
  });
});

describe('validateCardTax', () => {
  it('asks for a rate per accepted state in individual mode by state (tax values greater than zero)', () => {
    const errors = validateCardTax(exclusiveCardTax(input));
    expect(errors['individual_tax.OR']).toEqual([CARD_FEE_MESSAGES.taxRequired]);
  });

  it('skips the rates but still checks the states when no tax is charged', () => {
    const errors = validateCardTax(
      exclusiveCardTax({ ...input, chargeTax: false, card: { ...input.card, acceptedStates: [] } }),
    );
    expect(errors).toEqual({ accepted_states: [CARD_FEE_MESSAGES.stateRequired] });
  });

  it('refuses an ACH discount that is not a percentage from 0 to 100', () => {
    expect(validateCardTax({ ...input, achDiscountBp: Number.NaN }).ach_payment_discount).toEqual([
      ACH_DISCOUNT_MESSAGE,
    ]);
  });
});

describe('cardStateRowsOf and cardTaxInputOf', () => {
  it('stores and reads back the same exclusive settings', () => {
    const saved = exclusiveCardTax({ ...input, card: { ...input.card, stateTaxBp: { TX: 250, OR: 200 } } });
    const rows = cardStateRowsOf(saved.card);
    expect(rows).toEqual([
      { stateCode: 'OR', accepted: true, feeBp: 200 },
      { stateCode: 'TX', accepted: true, feeBp: 250 },
    ]);
    const settings = {
      cardAcceptance: saved.card.acceptCards,
      cardFeeMode: saved.card.mode,
      globalCardFeeBp: null,
      achDiscountBp: 100,
    };
    expect(cardTaxInputOf(settings, rows)).toEqual(saved);
  });
});
