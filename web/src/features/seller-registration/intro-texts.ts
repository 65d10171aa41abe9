/**
 * The become-seller intro (supplier-side §4): the fee up front, then the three tabs. Our words, each
 * thing said once; the fee is the one payouts charge (domain/p2p/payout.ts).
 */
import { P2P_FEE_PERCENT } from '../../../../domain/p2p/payout.ts';

/** What selling costs, shown above the tabs before anything is read. */
export const SELLER_FEE_TEXT = `Listing is free. On each sale the marketplace keeps ${P2P_FEE_PERCENT} % of what the buyer paid (items and shipping), taken from your payout; nothing else is charged.`;

export const INTRO_TABS = [
  {
    key: 'laws',
    title: 'Laws',
    paragraphs: [
      'Selling prescription drugs to another pharmacy is regulated by federal and state law. You may sell only to pharmacies licensed in the buyer’s state, and only products you bought from a licensed source: each listing carries your proof of purchase and pedigree.',
      'Each sale must be documented with the transaction information, history and statement the Drug Supply Chain Security Act requires; the marketplace writes them for every line you ship.',
      'Controlled substances may be sold only where your DEA registration and the buyer’s allow it, with the DEA forms the schedule requires.',
      'Products must be in their original packaging, not expired, not recalled, and stored as their labels require until they ship.',
      'Your DEA registration and state licences must stay valid: when one expires, buyers no longer see your listings until support approves the renewed licence.',
    ],
  },
  {
    key: 'fees',
    title: 'Fees',
    paragraphs: [
      `The ${P2P_FEE_PERCENT} % fee is worked out on the whole order, rounded to the cent, and shown with each payout.`,
      'The buyer pays by card when ordering; the marketplace holds the payment until the order is delivered and the buyer’s inspection window has passed (or the buyer confirms receipt first), then releases it to you less the fee.',
      'An order cancelled before shipping, or a dispute support decides for the buyer, refunds the buyer in full: you are paid nothing and no fee is kept.',
    ],
  },
  {
    key: 'faq',
    title: 'FAQ',
    paragraphs: [
      'Who can sell? Any pharmacy on the marketplace with a valid DEA registration and state licence, once support approves its seller registration.',
      'What do I need? A photo of your driver licence (or tick that you will email it), your shipping cut-off times, and your signature on the seller agreement.',
      'How long does approval take? Support reviews signed registrations within two business days.',
      'When do I ship? Orders placed before your overnight cut-off ship the same day; later ones the next shipping day. Confirm each line’s lot and expiry, then print the label from the sale’s page.',
    ],
  },
] as const;
