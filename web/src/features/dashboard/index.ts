/** What other folders use of features/dashboard: they import it from here, never a file inside (eslint house/feature-imports). */
export { DashboardCard } from './dashboard-card.tsx';
