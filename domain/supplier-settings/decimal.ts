/**
 * Decimal text for the settings forms. Money travels as dollars ('100.00', read exactly into cents
 * by domain/money.ts) and percentages as percent ('3.00', stored as basis points): both are two
 * decimal places over a whole number of hundredths.
 */
import { parseDollarsToCents } from '../money.ts';

const PERCENT = /^\s*(\d{1,3})?(?:\.(\d{1,2}))?\s*%?\s*$/;

/** 10050 → '100.50' (cents as dollars, basis points as percent); null stays null. */
export function formatHundredths(value: number): string;
export function formatHundredths(value: number | null): string | null;
export function formatHundredths(value: number | null): string | null {
  if (value === null) return null;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '3', '2.5', '3.00%' → 300, 250, 300 basis points; NaN when not a percentage with at most 2 decimals. */
export function parsePercentToBp(text: string): number {
  const match = PERCENT.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return Number.NaN;
  return Number(match[1] ?? '0') * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Dollars text → cents; blank is `blank`, unreadable text is NaN so the rule that checks it reports it. */
export function parseMoneyField(text: string | null | undefined, blank: number | null): number | null {
  if (text === null || text === undefined || text.trim() === '') return blank;
  return parseDollarsToCents(text) ?? Number.NaN;
}
