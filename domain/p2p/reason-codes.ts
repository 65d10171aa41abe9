/**
 * Why a pharmacy buys from another pharmacy (issue 13; notes "P2P (rph2rph) legality"): a
 * dispenser-to-dispenser sale is exempt from wholesale distribution only "to fulfill a specific
 * patient need" (FD&C §581(19)), so every p2p order records one of these codes, never patient data.
 */
export const P2P_REASON_CODES = ['specific_patient_need', 'drug_shortage', 'other_documented_need'] as const;
export type P2pReasonCode = (typeof P2P_REASON_CODES)[number];

/** What the buyer reads in the reason select. */
export const P2P_REASON_LABELS: Record<P2pReasonCode, string> = {
  specific_patient_need: 'Specific patient need (to fill a prescription for an identified patient)',
  drug_shortage: 'Drug shortage (not available from my wholesalers)',
  other_documented_need: 'Other documented need (kept on file by my pharmacy)',
};

/** Shown beside the reason select: replenishing stock is not the exempt kind of p2p sale. */
export const P2P_REPLENISHMENT_WARNING =
  'Buying from another pharmacy to increase or replenish stock may constitute wholesale distribution and need wholesale licensure. Record the reason for this purchase; never enter patient information.';

export const P2P_REASON_MESSAGES = {
  required: 'Please choose the reason for this pharmacy-to-pharmacy purchase.',
} as const;

/** Whether a text is one of the reason codes. */
export function isP2pReasonCode(code: string): code is P2pReasonCode {
  return (P2P_REASON_CODES as readonly string[]).includes(code);
}

/** The codes with their labels, in the order the select lists them. */
export function listP2pReasons(): { code: P2pReasonCode; label: string }[] {
  return P2P_REASON_CODES.map((code) => ({ code, label: P2P_REASON_LABELS[code] }));
}
