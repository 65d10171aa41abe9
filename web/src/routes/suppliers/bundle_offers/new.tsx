import { createFileRoute } from '@tanstack/react-router';
import { NewBundleOfferPage } from '../../../features/offers/new-bundle-offer-page.tsx';

export const Route = createFileRoute('/suppliers/bundle_offers/new')({ component: NewBundleOfferPage });
