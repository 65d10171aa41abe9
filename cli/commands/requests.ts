/**
 * `pharmacy requests list|approve|decline` (issue 11): a supplier's customer requests (credit or
 * terms increase, account-type change, end-of-month change) and its decisions on them, through
 * the same API calls as the pages. Decisions ask first (`--yes` skips the question).
 */
import { InvalidArgumentError, type Command } from 'commander';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { confirmDestructive } from '../confirm.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { CliError } from '../errors.ts';
import { formatTable, printJson, printLine, type Column } from '../output.ts';
import { createPrompter, isInteractive } from '../prompt.ts';
import { centsToDecimal, formatCents } from '../../domain/money.ts';

type CustomerRequest = Schema<'CustomerRequest'>;
type Verdict = 'approve' | 'decline';
type DecideOptions = {
  yes?: boolean;
  credit?: boolean;
  terms?: boolean;
  creditAllocated?: string;
  netDays?: number;
  dueOnLastDay?: boolean;
  dueDay?: number;
  reason?: string;
};

const KINDS = ['credit_increase', 'payment_account_change', 'eom_change'] as const;
const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatCents(cents);

const COLUMNS: Column<CustomerRequest>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'KIND', value: (r) => r.kind },
  { header: 'STATUS', value: (r) => r.status },
  { header: 'CUSTOMER', value: (r) => r.pharmacy.name },
  { header: 'ASKED CREDIT', value: (r) => dollars(r.asked.credit_allocated_cents) },
  { header: 'ASKED NET DAYS', value: (r) => r.asked.net_days },
  { header: 'CREATED', value: (r) => r.created_at },
];

function positiveInt(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError('must be a whole number, at least 1');
  return Number(value);
}

function parseKind(value: string): (typeof KINDS)[number] {
  if ((KINDS as readonly string[]).includes(value)) return value as (typeof KINDS)[number];
  throw new InvalidArgumentError(`must be one of ${KINDS.join(', ')}`);
}

/**
 * The supplier's request of this id, pending or not: a decided or expired one still goes to the
 * server, whose refusal (409 with its message) is what the CLI shows, as is its 404 for an id that
 * is not the supplier's.
 */
async function findRequest(client: ApiClient, id: string): Promise<CustomerRequest> {
  const { request } = await data(client.GET('/api/v1/customer_requests/{id}', { params: { path: { id } } }));
  return request;
}

/** Sends the decision on the request's own path (its kind decides which). */
async function decide(client: ApiClient, request: CustomerRequest, verdict: Verdict, options: DecideOptions) {
  const path = { params: { path: { id: request.id } } };
  switch (request.kind) {
    case 'credit_increase': {
      const body = {
        ...(options.credit ? { credit_increase: true } : {}),
        ...(options.terms ? { terms_increase: true } : {}),
      };
      return verdict === 'approve'
        ? data(client.PATCH('/api/v1/customers/credit_increase/{id}/approve', { ...path, body }))
        : data(
            client.PATCH('/api/v1/customers/credit_increase/{id}/decline', {
              ...path,
              body: { ...body, reason: options.reason ?? '' }, // checked non-empty before asking
            }),
          );
    }
    case 'payment_account_change': {
      if (verdict === 'decline')
        return data(
          client.PATCH('/api/v1/customers/payment_account_change/{id}/decline', {
            ...path,
            body: options.reason ? { reason: options.reason } : {},
          }),
        );
      const onLastDay = options.dueOnLastDay ?? request.asked.invoices_due_on_last_day ?? false;
      const dueDay = options.dueDay ?? request.asked.invoices_due_day ?? 0;
      const body = {
        credit_allocated:
          options.creditAllocated ?? centsToDecimal(request.asked.credit_allocated_cents ?? 0),
        net_days: options.netDays ?? request.asked.net_days ?? 30,
        invoices_due_on_last_day: onLastDay,
        // supplier-side §5: the due day is sent only when greater than 0.
        ...(!onLastDay && dueDay > 0 ? { invoices_due_day: dueDay } : {}),
      };
      return data(client.PATCH('/api/v1/customers/payment_account_change/{id}/approve', { ...path, body }));
    }
    case 'eom_change':
      return verdict === 'approve'
        ? data(
            client.PATCH('/api/v1/customers/request_eom_changes/{id}/approve', {
              params: {
                path: { id: request.id },
                query: options.netDays ? { net_days: options.netDays } : {},
              },
            }),
          )
        : data(
            client.PATCH('/api/v1/customers/request_eom_changes/{id}/decline', {
              params: { path: { id: request.id }, query: options.reason ? { reason: options.reason } : {} },
            }),
          );
  }
}

function registerDecision(command: Command, verdict: Verdict): void {
  const sub = command
    .command(`${verdict} <id>`)
    .description(`${verdict} a pending customer request`)
    .option('--yes', 'do not ask for confirmation');
  if (verdict === 'approve')
    sub
      .option('--credit', 'credit increase: grant the credit line (neither --credit nor --terms: both)')
      .option('--terms', 'credit increase: grant the terms')
      .option('--credit-allocated <dollars>', 'account-type change: the credit line granted')
      .option('--net-days <days>', 'account-type or end-of-month change: the net days granted', positiveInt)
      .option('--due-on-last-day', 'account-type change: invoices due on the last day of the month')
      .option('--due-day <day>', 'account-type change: the invoices due day', positiveInt);
  else sub.option('--reason <text>', 'why: shown to the pharmacy (required to decline a credit increase)');
  sub
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: DecideOptions, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const request = await findRequest(client, id);
      if (verdict === 'decline' && request.kind === 'credit_increase' && !options.reason?.trim())
        throw new CliError('Give --reason to decline a credit increase: the pharmacy is shown why.');
      const prompter = isInteractive() && !options.yes ? createPrompter() : undefined;
      let confirmed: boolean;
      try {
        confirmed = await confirmDestructive({
          action: `${verdict === 'approve' ? 'Approve' : 'Decline'} the ${request.kind} request of ${request.pharmacy.name}`,
          yes: options.yes === true,
          interactive: prompter !== undefined,
          ask: (question) => prompter?.ask(question) ?? Promise.resolve(''),
        });
      } finally {
        prompter?.close();
      }
      if (!confirmed) throw new CliError('Not confirmed; the request is still pending.');
      const answer = await decide(client, request, verdict, options);
      if (context.json) printJson(answer);
      else printLine(answer.message);
    });
}

export function registerRequestsCommand(program: Command): void {
  const command = program.command('requests').description("a supplier's customer requests and its decisions");
  command
    .command('list')
    .description('pending customer requests (--history: decided and expired ones)')
    .option('--history', 'decided and expired requests')
    .option('--kind <kind>', `only this kind (${KINDS.join(', ')})`, parseKind)
    .option('--customer <id>', "only this customer's requests")
    .option('--json', 'machine-readable output')
    .action(
      async (
        options: { history?: boolean; kind?: (typeof KINDS)[number]; customer?: string },
        cmd: Command,
      ) => {
        const context = contextOf(cmd);
        const { client } = await authenticatedClient(context);
        const query = {
          type: options.history ? ('history' as const) : ('pending' as const),
          per_page: 100,
          ...(options.kind ? { kind: options.kind } : {}),
          ...(options.customer ? { customer_id: options.customer } : {}),
        };
        const list = await data(client.GET('/api/v1/customer_requests', { params: { query } }));
        if (context.json) return printJson(list);
        printLine(list.data.length === 0 ? 'No requests.' : formatTable(list.data, COLUMNS));
      },
    );
  registerDecision(command, 'approve');
  registerDecision(command, 'decline');
}
