/**
 * The card-processing tax a supplier charges on card payments (supplier-side §2 Card-processing
 * taxes, §3 Card processing tax, §4, §5). Two choices, each mutually exclusive (§4): cards are
 * accepted in all states or only in chosen states, and the tax is one global rate or an individual
 * rate per state. Whichever value belongs to the mode not chosen is ignored, never merged.
 */
import type { FieldErrors } from '../errors.ts';

export type CardAcceptance = 'all_states' | 'by_state';
export type CardFeeMode = 'global' | 'individual';

export type CardFeeSettings = {
  acceptCards: CardAcceptance;
  mode: CardFeeMode;
  /** The global rate in basis points (300 = 3 %); read only in 'global' mode. */
  globalTaxBp: number | null;
  /** Per-state rates in basis points keyed by state code ('NY'); read only in 'individual' mode. */
  stateTaxBp: Record<string, number>;
  /** State codes where cards are accepted; read only when acceptCards is 'by_state'. */
  acceptedStates: string[];
};

/** Basis points are whole and at most 100 % (10 000 bp). */
export const MAX_BP = 10_000;

export const CARD_FEE_MESSAGES = {
  taxNotPositive: 'Tax value must be greater than zero.',
  taxTooHigh: 'Tax value cannot exceed 100%.',
  taxRequired: 'Please enter a tax value.',
  stateRequired: 'Please choose at least one state.',
  stateInvalid: 'Please choose a valid state.',
} as const;

const STATE_CODE = /^[A-Z]{2}$/;

/**
 * The rate in basis points charged for a card payment shipped to a state, or null when the supplier
 * does not accept cards there. An unset rate (global mode without a value, or a state without its
 * own rate in individual mode) charges nothing; validateCardFeeSettings keeps that from being saved.
 */
export function cardFeeBpFor(settings: CardFeeSettings, shipToStateCode: string): number | null {
  const state = shipToStateCode.trim().toUpperCase();
  if (settings.acceptCards === 'by_state' && !settings.acceptedStates.some((s) => s.toUpperCase() === state))
    return null;
  if (settings.mode === 'global') return settings.globalTaxBp ?? 0;
  return settings.stateTaxBp[state] ?? 0;
}

/**
 * Field errors for card-processing tax settings (supplier-side §5: "Tax values greater than zero").
 * Global mode needs a global rate; individual mode needs a rate for each accepted state when cards
 * are accepted by state. Keys: global_tax, individual_tax.{STATE}, accepted_states.
 */
export function validateCardFeeSettings(settings: CardFeeSettings): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const checkRate = (field: string, bp: number) => {
    if (!Number.isInteger(bp) || bp <= 0) add(field, CARD_FEE_MESSAGES.taxNotPositive);
    else if (bp > MAX_BP) add(field, CARD_FEE_MESSAGES.taxTooHigh);
  };
  if (settings.acceptCards === 'by_state') {
    if (settings.acceptedStates.length === 0) add('accepted_states', CARD_FEE_MESSAGES.stateRequired);
    if (settings.acceptedStates.some((s) => !STATE_CODE.test(s)))
      add('accepted_states', CARD_FEE_MESSAGES.stateInvalid);
  }
  if (settings.mode === 'global') {
    if (settings.globalTaxBp === null) add('global_tax', CARD_FEE_MESSAGES.taxRequired);
    else checkRate('global_tax', settings.globalTaxBp);
    return errors;
  }
  for (const [state, bp] of Object.entries(settings.stateTaxBp)) {
    if (!STATE_CODE.test(state)) add(`individual_tax.${state}`, CARD_FEE_MESSAGES.stateInvalid);
    else checkRate(`individual_tax.${state}`, bp);
  }
  if (settings.acceptCards === 'by_state') {
    for (const state of settings.acceptedStates) {
      if (settings.stateTaxBp[state] === undefined)
        add(`individual_tax.${state}`, CARD_FEE_MESSAGES.taxRequired);
    }
  }
  return errors;
}

/**
 * A basis-point share of an amount in whole cents, rounded half-up (half a cent and more rounds
 * up): 1 000 cents at 125 bp is 12.5 → 13. Used for every percentage component of an order total.
 */
export function basisPointsOf(cents: number, bp: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0 || !Number.isInteger(bp) || bp < 0) {
    throw new RangeError(`basisPointsOf needs whole non-negative cents and bp, got ${cents} and ${bp}`);
  }
  // BigInt keeps the product exact for any safe-integer amount.
  return Number((BigInt(cents) * BigInt(bp) + 5_000n) / 10_000n);
}

/** The card-processing fee on an amount, rounded half-up to the cent (see basisPointsOf). */
export function cardFeeCents(baseCents: number, bp: number): number {
  return basisPointsOf(baseCents, bp);
}
