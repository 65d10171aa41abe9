import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '../../../../domain/money.ts';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { notifyError } from '../../ui/notify.ts';
import { downloadInvoicePdf } from '../invoices/index.ts';
import type { OrderDetails } from './orders-api.ts';

type Invoice = NonNullable<OrderDetails['invoice']>;

/**
 * The order's invoice on its details page: number, issue and due dates, paid and remaining, with
 * the invoice as a document (its printable page and its PDF) and Pay while something is due.
 */
export function OrderInvoice({ invoice, onPay }: { invoice: Invoice; onPay: () => void }) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, invoice.number);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Stack gap={6} mt="sm" data-testid="order-invoice">
      <Text size="sm" fw={600} c={invoice.overdue ? 'red' : undefined}>
        Invoice #{invoice.number}:{' '}
        {invoice.status === 'paid' ? 'paid' : `${invoice.remaining} due ${formatUsDate(invoice.due_on)}`}
      </Text>
      <Text size="xs" c="dimmed">
        Issued {formatUsDate(invoice.issued_on)} · {invoice.amount} invoiced,{' '}
        {formatCents(invoice.paid_cents)} paid
      </Text>
      <Group gap="xs">
        <ButtonLink
          to="/pharmacy/invoices/$invoiceId"
          params={{ invoiceId: invoice.id }}
          size="compact-sm"
          variant="default"
          data-testid="order-invoice-view"
        >
          View invoice
        </ButtonLink>
        <Button
          size="compact-sm"
          variant="default"
          loading={downloading}
          onClick={() => void download()}
          data-testid="order-invoice-pdf"
        >
          PDF
        </Button>
        {invoice.status !== 'paid' && (
          <Button size="compact-sm" onClick={onPay} data-testid="order-invoice-pay">
            Pay
          </Button>
        )}
      </Group>
    </Stack>
  );
}
