import { createFileRoute } from '@tanstack/react-router';
import { DealsPage } from '../../features/inventory/index.ts';

export const Route = createFileRoute('/suppliers/deals')({ component: DealsPage });
