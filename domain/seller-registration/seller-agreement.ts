/**
 * The seller agreement a pharmacy signs to sell to other pharmacies (issue 12): its title, terms
 * and the applicant's data, rendered into the PDF by the e-signature core. Our own words: the spec
 * names the agreement, not its text.
 */
import { SELLER_WEEKDAYS, type WeekdayCutoffs } from './shipping-cutoff.ts';

export const SELLER_AGREEMENT_TITLE = 'Pharmacy-to-pharmacy seller agreement';

const SECTIONS = [
  {
    heading: '1. What you may sell',
    body: 'You may list only products you bought from a licensed source, in their original packaging, with proof of purchase and the pedigree documents the law requires. Controlled substances are listed only where your DEA registration and state licence allow.',
  },
  {
    heading: '2. Licences',
    body: 'Your DEA registration and state licences must stay valid. When one expires your account is held: your listings are hidden and you cannot order until a renewed licence is approved.',
  },
  {
    heading: '3. Fees',
    body: 'The marketplace keeps the fee shown on the fees tab of the registration from each sale; the rest is paid to your bank account on file.',
  },
  {
    heading: '4. Shipping',
    body: 'You ship each order the day it is placed when it comes in before your overnight shipping cut-off, and the next shipping day otherwise.',
  },
];

/** The agreement's content for one applicant (the fields printed above the signature). */
export function sellerAgreementContent(applicant: {
  pharmacyName: string;
  sellerName: string;
  contactPhone: string;
  signerName: string;
  cutoffs: WeekdayCutoffs;
}) {
  const cutoffs = SELLER_WEEKDAYS.map((day) => `${day.slice(0, 3)} ${applicant.cutoffs[day]}`).join(', ');
  return {
    title: SELLER_AGREEMENT_TITLE,
    sections: SECTIONS,
    fields: [
      { label: 'Pharmacy', value: applicant.pharmacyName },
      { label: 'Seller name', value: applicant.sellerName },
      { label: 'Contact phone', value: applicant.contactPhone },
      { label: 'Signer', value: applicant.signerName },
      { label: 'Overnight shipping cut-off', value: cutoffs },
    ],
  };
}
