import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '../../../features/invoices/index.ts';

/** One invoice as a printable document with its PDF (issue 10, from the order details page). */
export const Route = createFileRoute('/pharmacy/invoices/$invoiceId')({
  component: function InvoiceRoute() {
    const { invoiceId } = Route.useParams();
    return <InvoicePage invoiceId={invoiceId} />;
  },
});
