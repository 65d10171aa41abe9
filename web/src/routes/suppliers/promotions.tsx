import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage } from '../../features/promotions/promotions-page.tsx';

export const Route = createFileRoute('/suppliers/promotions')({ component: PromotionsPage });
