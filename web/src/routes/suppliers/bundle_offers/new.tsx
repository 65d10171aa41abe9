import { createFileRoute } from '@tanstack/react-router';
import { NewBundleOfferPage } from '../../../features/offers/index.ts';

export const Route = createFileRoute('/suppliers/bundle_offers/new')({ component: NewBundleOfferPage });
