import { createFileRoute } from '@tanstack/react-router';
import { TaxDocumentsPage } from '../../features/pharmacy-documents/index.ts';

/** /pharmacy/tax_documents: the pharmacy's tax-exempt and resale certificates. */
export const Route = createFileRoute('/pharmacy/tax_documents')({
  component: TaxDocumentsPage,
});
