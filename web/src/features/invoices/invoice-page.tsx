import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, notifyError } from '../../ui/notify.ts';
import { AnchorLink } from '../../ui/anchor-link.tsx';
import { InvoiceDocumentView } from './invoice-document.tsx';
import { downloadInvoicePdf, invoiceDocumentQueryOptions } from './invoices-api.ts';

/** /pharmacy/invoices/{id}: the invoice as a printable document, with its PDF (issue 10). */
export function InvoicePage({ invoiceId }: { invoiceId: string }) {
  const invoice = useQuery(invoiceDocumentQueryOptions(invoiceId));
  const [downloading, setDownloading] = useState(false);
  if (invoice.isPending) return <Skeleton height={480} data-testid="invoice-loading" />;
  if (invoice.isError) return <Alert color="red">{errorMessageOf(invoice.error)}</Alert>;
  const doc = invoice.data;

  async function download() {
    setDownloading(true);
    try {
      await downloadInvoicePdf(doc.id, doc.number);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack maw={960}>
      <Group justify="space-between" data-print-hide>
        <AnchorLink to="/pharmacy/orders/$orderId" params={{ orderId: doc.order.id }} size="sm">
          ← Order #{doc.order.number}
        </AnchorLink>
        <Group>
          <Button variant="default" onClick={() => window.print()} data-testid="invoice-print">
            Print
          </Button>
          <Button loading={downloading} onClick={() => void download()} data-testid="invoice-pdf">
            Download PDF
          </Button>
        </Group>
      </Group>
      <InvoiceDocumentView invoice={doc} />
    </Stack>
  );
}
