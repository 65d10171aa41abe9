import { Accordion, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { formatUsDate } from '../../../../domain/orders/date-range.ts';
import type { Invoice, Statement } from './invoices-api.ts';

type SupplierLine = Statement['supplier_lines'][number];

/** A supplier the pharmacy pays by statement: invoiced this month and the statement's due date. */
function StatementSupplierLine({ line }: { line: SupplierLine }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="statement-supplier-line">
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {line.supplier.name}
        </Text>
        <Text size="xs" c="dimmed">
          {line.invoice_count} {line.invoice_count === 1 ? 'invoice' : 'invoices'} · statement due{' '}
          {formatUsDate(line.due_on)}
        </Text>
      </Stack>
      <Text size="sm" fw={600}>
        {line.invoiced}
      </Text>
    </Group>
  );
}

type InvoiceLineProps = { invoice: Invoice; onPay?: ((invoice: Invoice) => void) | undefined };

/** One invoice: number, supplier, what is left, due date and the overdue flag; 'Pay' while unpaid. */
export function InvoiceLine({ invoice, onPay }: InvoiceLineProps) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="balance-invoice" data-id={invoice.id}>
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          #{invoice.number} · {invoice.supplier.name}
        </Text>
        <Text size="xs" c={invoice.overdue ? 'red' : 'dimmed'}>
          {invoice.status === 'paid' ? 'Paid' : `Due ${formatUsDate(invoice.due_on)}`}
          {invoice.overdue && (
            <Badge ml={6} size="xs" color="red" data-testid="invoice-overdue">
              Overdue
            </Badge>
          )}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {invoice.status === 'paid' ? invoice.amount : invoice.remaining}
        </Text>
        {onPay && invoice.status !== 'paid' && (
          <Button size="compact-xs" onClick={() => onPay(invoice)} data-testid="invoice-pay">
            Pay
          </Button>
        )}
      </Group>
    </Group>
  );
}

const periodLabel = (period: string) =>
  new Date(`${period}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Monthly statements, each expandable to the invoices issued in its month (§2 balance dropdown). */
export function StatementList({ statements }: { statements: Statement[] }) {
  if (statements.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No statements yet.
      </Text>
    );
  }
  return (
    <Accordion variant="contained" data-testid="balance-statements">
      {statements.map((s) => (
        <Accordion.Item key={s.id} value={s.period}>
          <Accordion.Control data-testid="statement-toggle">
            <Group justify="space-between" wrap="nowrap" pr="xs">
              <Text size="sm">{periodLabel(s.period)}</Text>
              <Text size="xs" c="dimmed">
                Invoiced {s.invoiced} · Paid {s.paid} · Open {s.open}
              </Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {s.supplier_lines.length > 0 && (
                <>
                  <Text size="xs" fw={600} c="dimmed">
                    Paid by statement
                  </Text>
                  {s.supplier_lines.map((line) => (
                    <StatementSupplierLine key={line.supplier.id} line={line} />
                  ))}
                  <Divider />
                </>
              )}
              {s.invoices.length === 0 ? (
                <Text size="xs">No invoices issued this month.</Text>
              ) : (
                s.invoices.map((i) => <InvoiceLine key={i.id} invoice={i} />)
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
