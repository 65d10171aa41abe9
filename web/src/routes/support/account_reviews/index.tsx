import { createFileRoute } from '@tanstack/react-router';
import { SupportReviewsPage } from '../../../features/signup/index.ts';

/** /support/account_reviews: new pharmacy accounts to review. */
export const Route = createFileRoute('/support/account_reviews/')({ component: SupportReviewsPage });
