/**
 * Card-processing taxes and the ACH discount as a supplier saves them (supplier-side §2
 * Card-processing taxes, §3 Card processing tax, §4 modes, §5 tax values greater than zero). The
 * modes are mutually exclusive, so what belongs to the mode not chosen is dropped before anything
 * is checked or stored, never kept beside it. Pure.
 */
import { MAX_BP, validateCardFeeSettings, type CardFeeSettings } from '../checkout/card-fee.ts';
import type { FieldErrors } from '../errors.ts';

export type CardTaxInput = {
  /** cc_payment_processing_tax: whether card payments carry a processing tax at all. */
  chargeTax: boolean;
  card: CardFeeSettings;
  /** NaN when the text was not a percentage. */
  achDiscountBp: number;
};

/** One supplier_card_fee_states row, by state code. */
export type CardStateRow = { stateCode: string; accepted: boolean; feeBp: number | null };

export const ACH_DISCOUNT_MESSAGE = 'ACH discount must be a percentage from 0 to 100, e.g. 1.00.';

/** Keeps only what the chosen modes read: no rates without a tax, one kind of rate, states only by state. */
export function exclusiveCardTax(input: CardTaxInput): CardTaxInput {
  const { card } = input;
  const byState = card.acceptCards === 'by_state';
  const acceptedStates = byState
    ? [...new Set(card.acceptedStates.map((s) => s.trim().toUpperCase()))].sort()
    : [];
  const individual = input.chargeTax && card.mode === 'individual';
  const stateTaxBp = individual
    ? Object.fromEntries(
        Object.entries(card.stateTaxBp)
          .map(([code, bp]) => [code.trim().toUpperCase(), bp] as const)
          .filter(([code]) => !byState || acceptedStates.includes(code)),
      )
    : {};
  return {
    ...input,
    card: {
      acceptCards: card.acceptCards,
      mode: individual ? 'individual' : 'global',
      globalTaxBp: input.chargeTax && card.mode === 'global' ? card.globalTaxBp : null,
      stateTaxBp,
      acceptedStates,
    },
  };
}

/** Field errors: tax values greater than zero (only while a tax is charged), accepted states, the ACH discount. */
export function validateCardTax(input: CardTaxInput): FieldErrors {
  const all = validateCardFeeSettings(input.card);
  const errors: FieldErrors = input.chargeTax
    ? all
    : all.accepted_states
      ? { accepted_states: all.accepted_states }
      : {};
  const ach = input.achDiscountBp;
  if (!Number.isInteger(ach) || ach < 0 || ach > MAX_BP) errors.ach_payment_discount = [ACH_DISCOUNT_MESSAGE];
  return errors;
}

/** The per-state rows that store a (validated, exclusive) setting: accepted states and individual rates. */
export function cardStateRowsOf(card: CardFeeSettings): CardStateRow[] {
  const codes = new Set([...card.acceptedStates, ...Object.keys(card.stateTaxBp)]);
  return [...codes].sort().map((stateCode) => ({
    stateCode,
    accepted: card.acceptCards === 'all_states' || card.acceptedStates.includes(stateCode),
    feeBp: card.mode === 'individual' ? (card.stateTaxBp[stateCode] ?? null) : null,
  }));
}

/** Reads stored settings back; no tax is charged when the global mode has no rate. */
export function cardTaxInputOf(
  settings: {
    cardAcceptance: CardFeeSettings['acceptCards'];
    cardFeeMode: CardFeeSettings['mode'];
    globalCardFeeBp: number | null;
    achDiscountBp: number;
  },
  rows: readonly CardStateRow[],
): CardTaxInput {
  const individual = settings.cardFeeMode === 'individual';
  return {
    chargeTax: individual || settings.globalCardFeeBp !== null,
    achDiscountBp: settings.achDiscountBp,
    card: {
      acceptCards: settings.cardAcceptance,
      mode: settings.cardFeeMode,
      globalTaxBp: individual ? null : settings.globalCardFeeBp,
      stateTaxBp: individual
        ? Object.fromEntries(rows.filter((r) => r.feeBp !== null).map((r) => [r.stateCode, r.feeBp!]))
        : {},
      acceptedStates:
        settings.cardAcceptance === 'by_state'
          ? rows
              .filter((r) => r.accepted)
              .map((r) => r.stateCode)
              .sort()
          : [],
    },
  };
}
