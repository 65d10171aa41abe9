/**
 * The first p2p order's terms tab (pharmacy-side §4): its Next button enables once the reader has
 * scrolled through about 96 % of the text.
 */
export const TERMS_READ_FRACTION = 0.96;

/** Whether a scrolled box has been read far enough: all of it fits, or its bottom edge passed 96 %. */
export function hasReadEnough(box: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  if (box.scrollHeight <= box.clientHeight) return true;
  return (box.scrollTop + box.clientHeight) / box.scrollHeight >= TERMS_READ_FRACTION;
}

/** The first p2p order's modal steps in turn: the splash, then terms, laws, fees and FAQ. */
export const P2P_INFO_STEPS = ['splash', 'terms', 'laws', 'fees', 'faq'] as const;
export type P2pInfoStep = (typeof P2P_INFO_STEPS)[number];

/** The step after `step`, or null after the FAQ (the last acknowledgement). */
export function nextInfoStep(step: P2pInfoStep): P2pInfoStep | null {
  const index = P2P_INFO_STEPS.indexOf(step);
  return P2P_INFO_STEPS[index + 1] ?? null;
}
