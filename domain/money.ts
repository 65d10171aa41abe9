/**
 * Money is integer cents everywhere (DESIGN §4). Parsing reads decimal text exactly (no float
 * arithmetic); formatting is the spec's $0,0.00.
 */
/**
 * The largest amount the product takes ($20,000,000.00): amount columns are int4 cents, so a larger
 * one would fail in PostgreSQL; no pharmacy order comes near it.
 */
export const MAX_AMOUNT_CENTS = 2_000_000_000;

/** The largest quantity of one line, deal trigger or tier (int4 columns, far above any real order). */
export const MAX_QUANTITY = 100_000;

const DOLLARS = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?\s*$/;

/** Dollars text read into cents, or why it could not be: not an amount with at most 2 decimals, or too large. */
export type DollarsReading = { ok: true; cents: number } | { ok: false; problem: 'format' | 'too_large' };

/** '12.5' → 1250 cents; '12.345' and 'abc' are a format problem, '$20,000,000.01' is too large. */
export function readDollars(text: string): DollarsReading {
  const match = DOLLARS.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return { ok: false, problem: 'format' };
  const whole = Number((match[1] ?? '0').replaceAll(',', ''));
  const fraction = Number((match[2] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) && cents <= MAX_AMOUNT_CENTS
    ? { ok: true, cents }
    : { ok: false, problem: 'too_large' };
}

/**
 * '12.5' → 1250, '$1,234.56' → 123456; null when the text is not an amount with at most 2 decimals,
 * or is above MAX_AMOUNT_CENTS.
 */
export function parseDollarsToCents(text: string): number | null {
  const reading = readDollars(text);
  return reading.ok ? reading.cents : null;
}

/** 123456 → '1234.56': cents as the plain decimal a dollars field takes, without a float on the way. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123456 → '$1,234.56' (negative amounts as '-$1.00'). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Applies a percentage given in basis points (800 = 8 %) and rounds down to a whole cent. */
export function lessPercent(cents: number, basisPoints: number): number {
  // BigInt keeps the product exact past 2^53 (about $9 billion × 10,000).
  const product = BigInt(cents) * BigInt(10_000 - basisPoints);
  const quotient = product / 10_000n;
  return Number(product < 0n && quotient * 10_000n !== product ? quotient - 1n : quotient);
}
