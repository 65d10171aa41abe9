/**
 * `pharmacy dscsa search --ndc --lot` and `pharmacy p2p payouts` (issue 13): the DSCSA T3 records
 * a pharmacy (or support) may read, by NDC and lot, and a p2p seller's payout ledger — through the
 * same API calls as the pages.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { formatCents } from '../../../domain/money.ts';
import { data } from '../../api-client.ts';
import { authenticatedClient, contextOf } from '../../context.ts';
import { formatTable, printJson, printLine } from '../../output.ts';

function ndc(value: string): string {
  const digits = value.replace(/-/g, '');
  if (!/^\d{11}$/.test(digits)) throw new InvalidArgumentError('must be an 11-digit NDC');
  return digits;
}

function lot(value: string): string {
  const v = value.trim();
  if (v === '' || v.length > 40) throw new InvalidArgumentError('must be 1 to 40 characters');
  return v;
}

export function registerDscsaCommand(program: Command): void {
  program
    .command('dscsa')
    .description('DSCSA transaction records (T3) of p2p sales')
    .command('search')
    .description('records by NDC and lot, newest first (yours as seller or buyer; support: all)')
    .option('--ndc <ndc>', 'the 11-digit NDC', ndc)
    .option('--lot <lot>', 'the lot number', lot)
    .option('--json', 'machine-readable output')
    .action(async (options: { ndc?: string; lot?: string }, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const query = {
        per_page: 100,
        ...(options.ndc ? { ndc: options.ndc } : {}),
        ...(options.lot ? { lot: options.lot } : {}),
      };
      const list = await data(client.GET('/api/v1/dscsa/records', { params: { query } }));
      if (context.json) return printJson(list);
      if (list.data.length === 0) return printLine('No records.');
      printLine(
        formatTable(list.data, [
          { header: 'ID', value: (r) => r.id },
          { header: 'NDC', value: (r) => r.ndc },
          { header: 'LOT', value: (r) => r.lot },
          { header: 'EXPIRY', value: (r) => r.expiry_date },
          { header: 'QTY', value: (r) => r.quantity },
          { header: 'PRODUCT', value: (r) => r.product_name },
          { header: 'TRANSACTION', value: (r) => r.transaction_date },
          { header: 'SELLER', value: (r) => r.seller_name },
          { header: 'BUYER', value: (r) => r.buyer_name },
          { header: 'VERSION', value: (r) => r.version },
        ]),
      );
    });
}

export function registerP2pCommand(program: Command): void {
  program
    .command('p2p')
    .description('pharmacy-to-pharmacy selling')
    .command('payouts')
    .description("the seller's payout ledger, newest first, with totals")
    .option('--json', 'machine-readable output')
    .action(async (_options: unknown, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const ledger = await data(
        client.GET('/api/v1/pharmacy/p2p/payouts', { params: { query: { per_page: 100 } } }),
      );
      if (context.json) return printJson(ledger);
      const t = ledger.totals;
      printLine(
        `Held ${formatCents(t.held_cents)}, released ${formatCents(t.released_cents)}, fees ${formatCents(t.fees_cents)}, refunded ${formatCents(t.refunded_cents)}`,
      );
      if (ledger.data.length === 0) return printLine('No payouts.');
      printLine(
        formatTable(ledger.data, [
          { header: 'ORDER', value: (p) => p.order_number },
          { header: 'STATUS', value: (p) => p.status },
          { header: 'GROSS', value: (p) => formatCents(p.gross_cents) },
          { header: 'FEE', value: (p) => formatCents(p.fee_cents) },
          { header: 'NET', value: (p) => formatCents(p.net_cents) },
          { header: 'RELEASED', value: (p) => p.released_at },
          { header: 'REFUNDED', value: (p) => p.refunded_at },
        ]),
      );
    });
}
