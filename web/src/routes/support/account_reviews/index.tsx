import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SupportReviewsPage } from '../../../features/signup/index.ts';

// The URL is the state: "possible duplicates only" survives a reload and can be shared.
const ReviewsSearchSchema = z.object({
  duplicates: z.boolean().optional().catch(undefined),
});

/** /support/account_reviews: new pharmacy accounts to review. */
export const Route = createFileRoute('/support/account_reviews/')({
  validateSearch: ReviewsSearchSchema,
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const { duplicates } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SupportReviewsPage
      duplicatesOnly={duplicates === true}
      onDuplicatesOnlyChange={(next) => void navigate({ search: { duplicates: next || undefined } })}
    />
  );
}
