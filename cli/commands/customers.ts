/** `pharmacy customers …`: a supplier's customers, their terms and credit, and the master-data export job. */
import { writeFileSync } from 'node:fs';
import { InvalidArgumentError, type Command } from 'commander';
import { CUSTOMER_SORTS, type CustomerSort } from '../../domain/customers/customer-list.ts';
import { formatCents } from '../../domain/money.ts';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { CliError } from '../errors.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatFields, formatTable, printJson, printLine, type Column } from '../output.ts';

type Customer = Schema<'SupplierCustomer'>;
type CustomerExport = Schema<'CustomerExport'>;

const COLUMNS: Column<Customer>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'NAME', value: (c) => c.name },
  { header: 'STATE', value: (c) => c.state },
  { header: 'STATUS', value: (c) => c.status },
  { header: 'CREDIT', value: (c) => formatCents(c.credit_allocated_cents) },
  { header: 'AVAILABLE', value: (c) => formatCents(c.credit_available_cents) },
  { header: 'NET DAYS', value: (c) => c.net_days },
  { header: 'HOLD', value: (c) => (c.credit_hold ? 'yes' : '') },
  { header: 'OPEN BALANCE', value: (c) => formatCents(c.open_balance_cents) },
];

function parseSort(value: string): CustomerSort {
  if ((CUSTOMER_SORTS as readonly string[]).includes(value)) return value as CustomerSort;
  throw new InvalidArgumentError(`one of ${CUSTOMER_SORTS.join(', ')}`);
}

function parsePage(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100_000) throw new InvalidArgumentError('a whole number from 1');
  return n;
}

export function registerCustomersCommand(program: Command): void {
  const customers = program.command('customers').description("a supplier's customers (supplier accounts)");
  customers
    .command('list')
    .description('list customers with their credit and terms')
    .option('--search <text>', 'name, city, state or external customer id')
    .option('--sort <key>', `one of ${CUSTOMER_SORTS.join(', ')}`, parseSort, 'name')
    .option('--desc', 'sort descending')
    .option('--page <n>', 'page number', parsePage, 1)
    .option('--json', 'machine-readable output')
    .action(
      async (
        options: { search?: string; sort: CustomerSort; desc?: boolean; page: number },
        command: Command,
      ) => {
        const context = contextOf(command);
        const { client } = await authenticatedClient(context);
        const query = {
          page: options.page,
          per_page: 100,
          sort: options.sort,
          direction: options.desc ? ('desc' as const) : ('asc' as const),
          ...(options.search ? { search: options.search } : {}),
        };
        const found = await data(client.GET('/api/v1/customers', { params: { query } }));
        if (context.json) return printJson(found);
        printLine(found.data.length === 0 ? 'No customers found.' : formatTable(found.data, COLUMNS));
        printLine(`${found.total} customer${found.total === 1 ? '' : 's'}`);
      },
    );

  customers
    .command('show <id>')
    .description('show one customer: terms, credit, orders, invoices and suspension requests')
    .option('--json', 'machine-readable output')
    .action(async (id: string, _options: object, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const detail = await data(client.GET('/api/v1/customers/{id}', { params: { path: { id } } }));
      if (context.json) return printJson(detail);
      const c = detail.customer;
      printLine(
        formatFields([
          ['Name', c.name],
          ['Location', [c.city, c.state].filter(Boolean).join(', ')],
          ['Status', c.status],
          ['Suspension', c.suspension_reason],
          ['Credit allocated', formatCents(c.credit_allocated_cents)],
          ['Credit used', formatCents(c.credit_used_cents)],
          ['Credit available', formatCents(c.credit_available_cents)],
          ['Net days', c.net_days],
          ['Credit hold', c.credit_hold ? 'yes' : 'no'],
          ['Hide brand products', c.hide_brand_products ? 'yes' : 'no'],
          ['Controls disabled', c.controls_disabled ? 'yes' : 'no'],
          ['External id', c.external_customer_id],
          ['Open balance', formatCents(c.open_balance_cents)],
          ['Orders', detail.orders.length],
          ['Invoices', detail.invoices.length],
          ['Requests', detail.requests.map((r) => `${r.kind} ${r.status}`).join(', ')],
        ]),
      );
    });

  customers
    .command('export')
    .description(
      'start the master-data export (every customer as CSV, formula-escaped); the file is announced when ready',
    )
    .option('--wait', 'wait until the file is ready, then write it')
    .option('--out <file>', 'with --wait, write the CSV to this file instead of standard output')
    .option('--json', 'machine-readable output')
    .action(async (options: { wait?: boolean; out?: string }, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const started = await data(client.POST('/api/v1/suppliers/customers/export/master_data', { body: {} }));
      if (!options.wait) {
        if (context.json) return printJson(started);
        printLine(started.message);
        printLine(`Export ${started.export.id}`);
        return;
      }
      process.stderr.write(`${started.message}\n`);
      const ready = await waitForExport(client, started.export.id);
      const csv = await data(
        client.GET('/api/v1/suppliers/customers/exports/{id}/download', {
          params: { path: { id: ready.id } },
          headers: { Accept: 'text/csv' },
          parseAs: 'text',
        }),
      );
      if (!options.out) {
        process.stdout.write(csv);
        return;
      }
      writeFileSync(options.out, csv, { mode: 0o600 });
      const count = ready.row_count ?? 0;
      if (context.json) return printJson({ ...ready, file: options.out });
      printLine(`Wrote ${count} customer${count === 1 ? '' : 's'} to ${options.out}`);
    });
}

const POLL_MS = 1000;
const WAIT_LIMIT_MS = 10 * 60_000;

/** Polls the export until it is ready; a failed export or one that takes too long is an error. */
async function waitForExport(client: ApiClient, id: string): Promise<CustomerExport> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const state = await data(
      client.GET('/api/v1/suppliers/customers/exports/{id}', { params: { path: { id } } }),
    );
    if (state.status === 'ready') return state;
    if (state.status === 'failed') throw new CliError(`Export failed: ${state.failure ?? 'unknown reason'}`);
    if (Date.now() > deadline) throw new CliError(`Export ${id} is not ready yet; try again later.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
