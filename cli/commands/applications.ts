/**
 * `pharmacy applications list|approve|decline` (issue 12): a wholesaler's customer applications
 * and its decisions, through the same API calls as its customer applications page. Decisions ask
 * first (`--yes` skips the question).
 */
import type { Command } from 'commander';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { confirmDestructive } from '../confirm.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { CliError } from '../errors.ts';
import { formatTable, printJson, printLine } from '../output.ts';
import { createPrompter, isInteractive } from '../prompt.ts';

type Application = Schema<'WholesalerApplication'>;
type DecideOptions = { yes?: boolean; creditAllocated?: string; netDays?: string; reason?: string };

async function findApplication(client: ApiClient, id: string): Promise<Application> {
  const list = await data(client.GET('/api/v1/suppliers/customers/applications'));
  const found = list.data.find((a) => a.id === id);
  if (!found) throw new CliError(`No customer application ${id}.`);
  return found;
}

function decide(client: ApiClient, id: string, verdict: 'approve' | 'decline', options: DecideOptions) {
  const path = { params: { path: { id } } };
  if (verdict === 'decline') {
    if (!options.reason) throw new CliError('Give the reason for declining with --reason.');
    return data(
      client.PATCH('/api/v1/suppliers/customers/applications/{id}/decline', {
        ...path,
        body: { reason: options.reason },
      }),
    );
  }
  // Credit and net days for a net-terms application, neither for a COD or card one: the API says which.
  const netDays = options.netDays === undefined ? undefined : Number(options.netDays);
  if (netDays !== undefined && !Number.isInteger(netDays))
    throw new CliError('Give --net-days in whole days.');
  return data(
    client.PATCH('/api/v1/suppliers/customers/applications/{id}/approve', {
      ...path,
      body: {
        ...(options.creditAllocated ? { credit_allocated: options.creditAllocated } : {}),
        ...(netDays === undefined ? {} : { net_days: netDays }),
      },
    }),
  );
}

function registerDecision(command: Command, verdict: 'approve' | 'decline'): void {
  const sub = command
    .command(`${verdict} <id>`)
    .description(`${verdict} a submitted customer application`)
    .option('--yes', 'do not ask for confirmation');
  if (verdict === 'approve')
    sub
      .option('--credit-allocated <dollars>', 'the credit line granted (net-terms applications)')
      .option('--net-days <days>', 'the net terms granted (net-terms applications)');
  else sub.option('--reason <text>', 'why the application is declined');
  sub
    .option('--json', 'machine-readable output')
    .action(async (id: string, options: DecideOptions, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const application = await findApplication(client, id);
      const prompter = isInteractive() && !options.yes ? createPrompter() : undefined;
      let confirmed: boolean;
      try {
        confirmed = await confirmDestructive({
          action: `${verdict === 'approve' ? 'Approve' : 'Decline'} the application of ${application.pharmacy.name}`,
          yes: options.yes === true,
          interactive: prompter !== undefined,
          ask: (question) => prompter?.ask(question) ?? Promise.resolve(''),
        });
      } finally {
        prompter?.close();
      }
      if (!confirmed) throw new CliError('Not confirmed; the application is still waiting.');
      const answer = await decide(client, id, verdict, options);
      if (context.json) printJson(answer);
      else printLine(answer.message);
    });
}

export function registerApplicationsCommand(program: Command): void {
  const command = program
    .command('applications')
    .description("a wholesaler's customer applications and its decisions");
  command
    .command('list')
    .description('the customer applications received (submitted and decided)')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const list = await data(client.GET('/api/v1/suppliers/customers/applications'));
      if (context.json) return printJson(list);
      printLine(
        list.data.length === 0
          ? 'No applications.'
          : formatTable(list.data, [
              { header: 'Pharmacy', value: (a) => a.pharmacy.name },
              { header: 'Type', value: (a) => a.account_type },
              { header: 'Status', value: (a) => a.status },
              { header: 'Submitted', value: (a) => a.submitted_at?.slice(0, 10) ?? '' },
              { header: 'Id', value: (a) => a.id },
            ]),
      );
    });
  registerDecision(command, 'approve');
  registerDecision(command, 'decline');
}
