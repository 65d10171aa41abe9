/** The become-seller intro's three tabs (supplier-side §4): our words, long enough to need reading. */
export const SCROLL_CONFIRM_RATIO = 0.96;

/** Each text twice: the tabs must be scrolled to be read. */
const repeat = (lines: string[]) => [...lines, ...lines];

export const INTRO_TABS = [
  {
    key: 'laws',
    title: 'Laws',
    paragraphs: repeat([
      'Selling prescription drugs to another pharmacy is regulated by federal and state law. You may sell only to pharmacies licensed in the buyer’s state, and only products you bought from a licensed source.',
      'Each sale must be documented with the transaction information, history and statement the Drug Supply Chain Security Act requires; the marketplace records them for every order.',
      'Controlled substances may be sold only where your DEA registration and the buyer’s allow it, with the DEA forms the schedule requires.',
      'Products must be in their original packaging, not expired, not recalled, and stored as their labels require until they ship.',
      'Your DEA registration and state licences must stay valid: when one expires your listings are hidden until a renewed licence is approved.',
    ]),
  },
  {
    key: 'fees',
    title: 'Fees',
    paragraphs: repeat([
      'Listing is free. The marketplace keeps a fee on each completed sale, deducted before the proceeds are paid to your bank account on file.',
      'Card processing costs are included in the fee; bank transfers carry no extra cost.',
      'A cancelled or refunded sale returns its fee. Shipping labels bought through the marketplace are charged at cost.',
      'Proceeds are paid out weekly for orders the buyer received in the week before.',
    ]),
  },
  {
    key: 'faq',
    title: 'FAQ',
    paragraphs: repeat([
      'Who can sell? Any pharmacy on the marketplace with a valid DEA registration and state licence, once support approves its seller registration.',
      'What do I need? A photo of your driver licence (or tick that you will email it), your shipping cut-off times, and your signature on the seller agreement.',
      'How long does approval take? Support reviews signed registrations within two business days.',
      'When do I ship? Orders placed before your overnight cut-off ship the same day; later ones the next shipping day.',
    ]),
  },
] as const;

/** Whether a scrolled box has been read to about 96 % (or needs no scrolling): the confirm button's rule. */
export function isScrolledEnough(box: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return (
    box.scrollHeight <= box.clientHeight ||
    (box.scrollTop + box.clientHeight) / box.scrollHeight >= SCROLL_CONFIRM_RATIO
  );
}
