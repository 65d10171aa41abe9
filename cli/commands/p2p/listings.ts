/**
 * `pharmacy listings list`: an approved p2p seller's listings (issue 13 part A, GET
 * /pharmacy/inventory), with whether each one's proof of purchase and pedigree are on file.
 */
import type { Command } from 'commander';
import { data } from '../../api-client.ts';
import { authenticatedClient, contextOf } from '../../context.ts';
import { formatTable, printJson, printLine } from '../../output.ts';

export function registerListingsCommand(program: Command): void {
  const command = program.command('listings').description('a p2p seller’s listings for other pharmacies');
  command
    .command('list')
    .description('list your p2p listings (approved sellers)')
    .option('--search <keywords>', 'name, NDC, SKU or lot')
    .option('--page <n>', 'page number', '1')
    .option('--json', 'machine-readable output')
    .action(async (options: { search?: string; page: string }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const page = await data(
        client.GET('/api/v1/pharmacy/inventory', {
          params: { query: { keywords: options.search, page: Number(options.page) || 1, per_page: 100 } },
        }),
      );
      if (context.json) return printJson(page);
      if (page.data.length === 0) return printLine('No listings.');
      printLine(
        formatTable(page.data, [
          { header: 'NDC', value: (l) => l.ndc },
          { header: 'Product', value: (l) => `${l.name} ${l.strength}` },
          { header: 'Lot', value: (l) => l.lot ?? '' },
          { header: 'Expiry', value: (l) => l.expiry_date ?? '' },
          { header: 'Price', value: (l) => l.price },
          { header: 'Stock', value: (l) => String(l.stock) },
          { header: 'Proof', value: (l) => (l.proof_on_file ? 'on file' : 'MISSING') },
          { header: 'Active', value: (l) => (l.active ? 'yes' : 'no') },
          { header: 'Id', value: (l) => l.id },
        ]),
      );
      printLine(`${page.total} listing(s).`);
    });
}
