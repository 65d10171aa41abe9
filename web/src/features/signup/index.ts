/** What other folders use of features/signup: they import it from here, never a file inside (eslint house/feature-imports). */
export { ApplicationPage } from './application-page.tsx';
export { SignupPage } from './signup-page.tsx';
export { SupportReviewPage } from './support-review-page.tsx';
export { SupportReviewsPage } from './support-reviews-page.tsx';
