/**
 * The lot confirmation's button (pharmacy-side §4 Lot number confirmation): it reads 'Confirm' when
 * the lot or expiry was edited, and 'Confirmed' once saved or unchanged. A line the pharmacy never
 * confirmed reads 'Confirm' too, so the supplier's values can be confirmed as they are.
 */
export type LotLine = { lot: string | null; exp_date: string | null; confirmed: boolean };
export type LotDraft = { lot: string; exp: string };

/** '2027-07-31' → '07-31-2027', the expiry mask of §5 (MM-DD-YYYY); blank for none. */
export function expiryForInput(isoDate: string | null): string {
  if (!isoDate) return '';
  return `${isoDate.slice(5, 7)}-${isoDate.slice(8, 10)}-${isoDate.slice(0, 4)}`;
}

/** '07-31-2027' (the expiry mask) or '2027-07-31' → '2027-07-31', the inverse of expiryForInput; null when neither. */
export function isoFromExpiry(value: string): string | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
}

/** The fields as the server last saw them. */
export function draftOf(line: LotLine): LotDraft {
  return { lot: line.lot ?? '', exp: expiryForInput(line.exp_date) };
}

export function isDirty(line: LotLine, draft: LotDraft): boolean {
  const saved = draftOf(line);
  return saved.lot !== draft.lot.trim() || saved.exp !== draft.exp.trim();
}

/** Whether the line counts as confirmed on screen: saved as confirmed and not edited since. */
export function isLineConfirmed(line: LotLine, draft: LotDraft): boolean {
  return line.confirmed && !isDirty(line, draft);
}

export function lotButtonLabel(line: LotLine, draft: LotDraft): 'Confirm' | 'Confirmed' {
  return isLineConfirmed(line, draft) ? 'Confirmed' : 'Confirm';
}
