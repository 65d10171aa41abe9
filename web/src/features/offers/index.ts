/** What other folders use of features/offers: they import it from here, never a file inside (eslint house/feature-imports). */
export { MakeOfferButton } from './make-offer-button.tsx';
export { NewBundleOfferPage } from './new-bundle-offer-page.tsx';
export { OfferDetailById } from './offer-detail-modal.tsx';
export { OffersPage } from './offers-page.tsx';
export { offersSearchSchema } from './offers-search.ts';
