/**
 * CSV injection (OWASP "CSV Injection", ASVS v5 1.2.10): a cell that begins with = + - @, a tab or
 * a carriage return is read as a formula by spreadsheet programs. Such cells are written with a
 * leading apostrophe, which spreadsheets show as text and never evaluate.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** The cell as it may safely be written to a CSV file opened by a spreadsheet. */
export function escapeCsvFormula(value: string): string {
  return value.length > 0 && FORMULA_TRIGGERS.has(value[0]!) ? `'${value}` : value;
}
