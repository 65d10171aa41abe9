/** What other folders use of features/workflows: they import it from here, never a file inside (eslint house/feature-imports). */
export { WorkflowsPage } from './workflows-page.tsx';
