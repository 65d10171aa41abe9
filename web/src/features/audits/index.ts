/** What other folders use of features/audits: they import it from here, never a file inside (eslint house/feature-imports). */
export { PharmacyAuditsPage } from './pharmacy-audits-page.tsx';
export { CustomerAuditsPanel, SupplierAuditsPage } from './supplier-audits-page.tsx';
export { SupportAuditNoticesPage } from './support-audit-notices-page.tsx';
