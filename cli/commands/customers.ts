/** `pharmacy customers …`: a supplier's customers, their terms and credit, and their master data as CSV. */
import { writeFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import { InvalidArgumentError, type Command } from 'commander';
import { CUSTOMER_SORTS, type CustomerSort } from '../../domain/customers/customer-list.ts';
import { masterDataRecords } from '../../domain/customers/master-data.ts';
import { formatCents } from '../../domain/money.ts';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatFields, formatTable, printJson, printLine, type Column } from '../output.ts';

type Customer = Schema<'SupplierCustomer'>;

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

/** Every customer, page by page. */
async function listAll(client: ApiClient): Promise<Customer[]> {
  const all: Customer[] = [];
  for (let page = 1; ; page += 1) {
    const query = { page, per_page: 100, sort: 'name' as const, direction: 'asc' as const };
    const found = await data(client.GET('/api/v1/customers', { params: { query } }));
    all.push(...found.data);
    if (found.data.length === 0 || all.length >= found.total) return all;
  }
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
    .description("write every customer's master data as CSV (formula-escaped)")
    .option('--output <file>', 'write to this file instead of standard output')
    .option('--json', 'machine-readable output')
    .action(async (options: { output?: string }, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const all = await listAll(client);
      if (context.json) return printJson({ data: all });
      const csv = stringify(masterDataRecords(all), { record_delimiter: '\r\n' });
      if (!options.output) {
        process.stdout.write(csv);
        return;
      }
      writeFileSync(options.output, csv, { mode: 0o600 });
      printLine(`Wrote ${all.length} customer${all.length === 1 ? '' : 's'} to ${options.output}`);
    });
}
