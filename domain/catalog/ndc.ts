/**
 * National Drug Codes. Stored as the 11-digit 5-4-2 form (the HIPAA billing form), shown as
 * labeler-product-package with dashes. Labels print 10-digit codes in three layouts (4-4-2, 5-3-2,
 * 5-4-1); each becomes 11 digits by a leading zero in the short segment.
 */
export type Ndc11 = string;

/** Normalises an NDC typed in any common form; null when it cannot be one. */
export function normaliseNdc(input: string): Ndc11 | null {
  const text = input.trim();
  const segments = text.split(/[-\s]/).filter(Boolean);
  if (segments.length === 3 && segments.every((s) => /^\d+$/.test(s))) {
    const [labeler, product, pkg] = segments as [string, string, string];
    const layout = `${labeler.length}-${product.length}-${pkg.length}`;
    switch (layout) {
      case '5-4-2':
        return labeler + product + pkg;
      case '4-4-2':
        return `0${labeler}${product}${pkg}`;
      case '5-3-2':
        return `${labeler}0${product}${pkg}`;
      case '5-4-1':
        return `${labeler}${product}0${pkg}`;
      default:
        return null;
    }
  }
  const digits = text.replace(/\D/g, '');
  if (digits.length === 11 && /^[\d\s-]+$/.test(text)) return digits;
  return null;
}

/**
 * The 11-digit codes an input may mean. A bare 10-digit number is ambiguous (which segment is
 * short is unknown), so search tries all three paddings; a partial code is a prefix.
 */
export function ndcCandidates(input: string): { exact: Ndc11[]; prefix: string | null } {
  const normalised = normaliseNdc(input);
  if (normalised) return { exact: [normalised], prefix: null };
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return { exact: [], prefix: null };
  if (digits.length === 10) {
    return {
      exact: [
        `0${digits}`,
        `${digits.slice(0, 5)}0${digits.slice(5)}`,
        `${digits.slice(0, 9)}0${digits.slice(9)}`,
      ],
      prefix: null,
    };
  }
  return { exact: [], prefix: digits.length >= 3 && digits.length < 11 ? digits : null };
}

/** '00093505601' → '00093-5056-01'. */
export function formatNdc(ndc: Ndc11): string {
  return `${ndc.slice(0, 5)}-${ndc.slice(5, 9)}-${ndc.slice(9)}`;
}

/** Whether the input looks like an NDC (digits and dashes) rather than a drug name. */
export function looksLikeNdc(input: string): boolean {
  return /^[\d\s-]{3,}$/.test(input.trim()) && /\d{3}/.test(input);
}
