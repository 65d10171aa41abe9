/** What other folders use of features/rewards: they import it from here, never a file inside (eslint house/feature-imports). */
export { HeaderPoints } from './header-points.tsx';
export { RewardsPage } from './rewards-page.tsx';
export type { RewardsParams } from './rewards-api.ts';
