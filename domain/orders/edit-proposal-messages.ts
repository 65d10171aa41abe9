/** What the pharmacy and the supplier read about a proposed order change (issue 10). */
export const PROPOSAL_MESSAGES = {
  proposed: (number: number, pharmacy: string) =>
    `Order #${number}: raising a quantity above what was ordered needs ${pharmacy}’s agreement. Your change was sent to them to accept.`,
  accepted: (number: number) => `You accepted the supplier’s change. Order #${number} is updated.`,
  declined: (number: number) => `You declined the supplier’s change. Order #${number} stays as it was.`,
  notPending: 'This proposed change is no longer waiting for your answer.',
  replaced: 'The supplier proposed another change.',
  changed: 'The order was changed after this was proposed.',
  lapsedByPharmacy:
    'Your proposed change was not answered and no longer applies; propose it again if it is still needed.',
  shipped: 'The order shipped before it was answered.',
  cancelled: 'The order was cancelled before it was answered.',
} as const;
