import { createFileRoute } from '@tanstack/react-router';
import { SupportReviewPage } from '../../../features/signup/index.ts';

/** /support/account_reviews/$id: one application, its checks and documents, and the decisions. */
export const Route = createFileRoute('/support/account_reviews/$id')({ component: ReviewRoute });

function ReviewRoute() {
  const { id } = Route.useParams();
  return <SupportReviewPage id={id} />;
}
