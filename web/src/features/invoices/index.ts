/** What other folders use of features/invoices: they import it from here, never a file inside (eslint house/feature-imports). */
export { BalanceDropdown } from './balance-dropdown.tsx';
export { InvoicePage } from './invoice-page.tsx';
export { downloadInvoicePdf } from './invoices-api.ts';
export { type PayableInvoice, PayInvoiceModal } from './pay-invoice-modal.tsx';
