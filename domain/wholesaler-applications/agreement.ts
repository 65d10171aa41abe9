/** The wholesaler's customer agreement a pharmacy signs at step 2 (issue 12): its title, sections and the applicant's data. */
import { APPLICATION_ACCOUNT_TYPE_LABELS, type ApplicationAccountType } from './applications.ts';
import { detailsFields, type ApplicationDetails } from './details.ts';

/** The agreement's content for the PDF: who agrees with whom, on what, with the applicant's data. */
export function wholesalerAgreementContent(input: {
  supplierName: string;
  pharmacyName: string;
  accountType: ApplicationAccountType;
  details: Partial<ApplicationDetails>;
}) {
  return {
    title: `${input.supplierName} customer agreement`,
    fields: [
      { label: 'Wholesaler', value: input.supplierName },
      { label: 'Pharmacy', value: input.pharmacyName },
      { label: 'Account type', value: APPLICATION_ACCOUNT_TYPE_LABELS[input.accountType] },
      ...detailsFields(input.details),
    ],
    sections: [
      {
        heading: '1. Purchases',
        body: `${input.pharmacyName} applies to buy from ${input.supplierName} through the marketplace. Orders are subject to the wholesaler's acceptance, its minimums and its shipping terms.`,
      },
      {
        heading: '2. Payment',
        body:
          input.accountType === 'net_terms'
            ? 'Invoices are due within the net terms and up to the credit limit the wholesaler grants on approval. Late invoices may put the account on credit hold.'
            : 'Orders are paid when placed, by card or on delivery, as the account type says.',
      },
      {
        heading: '3. Licences',
        body: 'The pharmacy keeps its DEA registration and state licences valid and tells the wholesaler of any change. Controlled substances are shipped only to a licensed address.',
      },
      {
        heading: '4. Accuracy',
        body: 'The pharmacy certifies that the information in this application is true and complete, and authorises the wholesaler to verify it, including its bank account by the voided cheque attached.',
      },
    ],
  };
}
