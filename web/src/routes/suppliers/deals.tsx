import { createFileRoute } from '@tanstack/react-router';
import { DealsPage } from '../../features/deals/deals-page.tsx';

export const Route = createFileRoute('/suppliers/deals')({ component: DealsPage });
