import { createFileRoute } from '@tanstack/react-router';
import { DealsPage } from '../../features/inventory/deals-page.tsx';

export const Route = createFileRoute('/suppliers/deals')({ component: DealsPage });
