import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../features/inventory/promotions-page.tsx';

export const Route = createFileRoute('/suppliers/promotions')({ component: PromotionsPage });
