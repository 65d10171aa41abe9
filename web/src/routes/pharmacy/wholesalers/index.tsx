import { createFileRoute } from '@tanstack/react-router';
import { WholesalersPage } from '../../../features/wholesaler-applications/index.ts';

/** /pharmacy/wholesalers: the wholesalers to apply to (issue 12). */
export const Route = createFileRoute('/pharmacy/wholesalers/')({
  component: WholesalersPage,
});
