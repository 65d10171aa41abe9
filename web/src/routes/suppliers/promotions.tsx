import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../features/inventory/index.ts';

export const Route = createFileRoute('/suppliers/promotions')({ component: PromotionsPage });
