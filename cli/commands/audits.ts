/**
 * `pharmacy audits list`: the caller's audits (issue 11), on its side: a pharmacy sees the audits
 * it opened (GET /wholesalers/audits), a wholesaler those its customers opened
 * (GET /customers/audits). The account kind decides which.
 */
import type { Command } from 'commander';
import { data, type ApiClient, type Schema } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { CliError } from '../errors.ts';
import { formatTable, printJson, printLine } from '../output.ts';

type Audit = Schema<'Audit'>;

async function listAudits(client: ApiClient): Promise<Audit[]> {
  const me = await data(client.GET('/api/v1/users/me'));
  if (me.account.kind === 'pharmacy') return (await data(client.GET('/api/v1/wholesalers/audits'))).data;
  if (me.account.kind === 'supplier') return (await data(client.GET('/api/v1/customers/audits'))).data;
  throw new CliError('Audits are listed for pharmacy and wholesaler accounts.');
}

export function registerAuditsCommand(program: Command): void {
  const command = program
    .command('audits')
    .description('third-party audits between pharmacies and wholesalers');
  command
    .command('list')
    .description('list your audits (a pharmacy: those it opened; a wholesaler: those it was asked for)')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const audits = await listAudits(client);
      if (context.json) return printJson(audits);
      if (audits.length === 0) return printLine('No audits.');
      printLine(
        formatTable(audits, [
          { header: '#', value: (a) => a.number },
          { header: 'Status', value: (a) => a.status },
          { header: 'Pharmacy', value: (a) => a.pharmacy.name },
          { header: 'Wholesaler', value: (a) => a.supplier.name },
          { header: 'Auditor', value: (a) => a.auditor.name },
          { header: 'Period', value: (a) => `${a.start_date} - ${a.end_date}` },
          { header: 'Due', value: (a) => a.due_at.slice(0, 10) },
          { header: 'Id', value: (a) => a.id },
        ]),
      );
    });
}
