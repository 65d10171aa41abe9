/**
 * `pharmacy support missing-proofs [--notify <listing-id>]`: support's queue of p2p listings whose
 * proof of purchase or pedigree is not on file (issue 13), and telling a seller what to upload.
 */
import type { Command } from 'commander';
import { data } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatTable, printJson, printLine } from '../output.ts';

export function registerSupportCommand(program: Command): void {
  const command = program.command('support').description('support desk queues');
  command
    .command('missing-proofs')
    .description('p2p listings missing their proof of purchase or pedigree; --notify tells the seller')
    .option('--notify <listingId>', 'tell the listing’s seller exactly what to upload (once a day)')
    .option('--json', 'machine-readable output')
    .action(async (options: { notify?: string }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      if (options.notify) {
        const answer = await data(
          client.POST('/api/v1/support/missing_proofs/{listingId}/notify', {
            params: { path: { listingId: options.notify } },
          }),
        );
        return context.json ? printJson(answer) : printLine(answer.message);
      }
      const page = await data(
        client.GET('/api/v1/support/missing_proofs', { params: { query: { per_page: 100 } } }),
      );
      if (context.json) return printJson(page);
      if (page.data.length === 0) return printLine('No listing is missing its proof.');
      printLine(
        formatTable(page.data, [
          { header: 'Seller', value: (r) => r.seller_name },
          { header: 'NDC', value: (r) => r.ndc },
          { header: 'Product', value: (r) => r.name },
          { header: 'Lot', value: (r) => r.lot ?? '' },
          { header: 'Missing', value: (r) => r.missing.join(', ') },
          { header: 'Listing id', value: (r) => r.listing_id },
        ]),
      );
    });
}
