/**
 * What the first p2p order's info modals say (pharmacy-side §4: terms, laws, fees, FAQ). The legal
 * facts follow notes/security-reliability-performance.md "P2P (rph2rph) legality".
 */
import type { P2pInfoStep } from '../../../../../domain/p2p/scroll-progress.ts';

export const P2P_INFO_TEXT: Record<Exclude<P2pInfoStep, 'splash'>, { title: string; body: string[] }> = {
  terms: {
    title: 'Terms of pharmacy-to-pharmacy trading',
    body: [
      'Pharmacy-to-pharmacy (p2p) orders are sales between licensed pharmacies. The marketplace lists the stock, takes the payment and holds it until the order is delivered and inspected; it is not the seller.',
      'Every p2p listing carries the seller’s proof of purchase and pedigree documents. A listing whose proof is missing cannot be bought.',
      'You pay by card. The amount is held by the marketplace until delivery plus the inspection window; then the seller is paid, less the marketplace fee.',
      'On delivery, inspect the packages. Confirm receipt, or open a dispute within the inspection window; support decides disputes and may refund you.',
      'Every shipped line gets its DSCSA transaction information, history and statement (T3), which both parties can download and which are kept for six years.',
      'You record why you buy with each order, as a reason code. Never enter patient information anywhere in a p2p order.',
      'The seller ships by the method you choose from its shipping settings; the delivery date shown is an estimate from its cut-offs, holidays and the method’s business days in transit.',
      'By continuing you agree to trade under these terms and the laws that apply to your pharmacy.',
    ],
  },
  laws: {
    title: 'Laws',
    body: [
      'Under the Drug Supply Chain Security Act, a dispenser-to-dispenser sale is exempt from wholesale distribution only when it is made to fulfil a specific patient need: to fill a prescription for an identified patient.',
      'Buying from another pharmacy to increase or replenish stock may constitute wholesale distribution and may need wholesale licensure in your state.',
      'Schedule II controlled substances are never sold pharmacy to pharmacy on this marketplace.',
    ],
  },
  fees: {
    title: 'Fees',
    body: [
      'You pay the seller’s price and its shipping fee, charged to your card. No card-processing fee and no sales tax are added to a p2p order.',
      'The marketplace’s fee is taken from the seller’s payout, not added to your total.',
    ],
  },
  faq: {
    title: 'FAQ',
    body: [
      'Which reason should I choose? The one that is true for this purchase: a specific patient need, a drug shortage, or another need your pharmacy documents.',
      'What if the goods are wrong or damaged? Open a dispute from the order within the inspection window.',
      'Where are the DSCSA records? On the order, once the seller ships.',
    ],
  },
};
