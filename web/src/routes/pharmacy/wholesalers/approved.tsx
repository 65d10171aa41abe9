import { createFileRoute } from '@tanstack/react-router';
import { ApprovedWholesalersPage } from '../../../features/pharmacy-documents/index.ts';

/** /pharmacy/wholesalers/approved: the wholesalers that approved the pharmacy. */
export const Route = createFileRoute('/pharmacy/wholesalers/approved')({
  component: ApprovedWholesalersPage,
});
