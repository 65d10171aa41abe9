/**
 * `pharmacy rewards show` (issue 23): the pharmacy's points, tier and message, and a page of its
 * history, by the same call as the rewards page (GET /api/v1/pharmacy/rewards).
 */
import { InvalidArgumentError, type Command } from 'commander';
import { data } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatFields, formatTable, printJson, printLine } from '../output.ts';
import { formatCents } from '../../domain/money.ts';
import { formatCount } from '../../domain/rewards/format.ts';

const PRIZE_TYPES = ['gift_card', 'merchandise', 'cash'] as const;
type PrizeType = (typeof PRIZE_TYPES)[number];
type ShowOptions = { year?: number; prizeType?: PrizeType; page?: number };

function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError('must be a whole number, at least 1');
  return Number(value);
}

function parsePrizeType(value: string): PrizeType {
  if ((PRIZE_TYPES as readonly string[]).includes(value)) return value as PrizeType;
  throw new InvalidArgumentError(`must be one of ${PRIZE_TYPES.join(', ')}`);
}

export function registerRewardsCommand(program: Command): void {
  const command = program.command('rewards').description('the pharmacy’s rewards points, tier and history');
  command
    .command('show')
    .description('show points, tier, message and a page of the history')
    .option('--year <year>', 'only the history of this year', wholeNumber)
    .option(
      '--prize-type <type>',
      `only claims of this prize type (${PRIZE_TYPES.join(', ')})`,
      parsePrizeType,
    )
    .option('--page <n>', 'history page (25 rows a page)', wholeNumber)
    .option('--json', 'machine-readable output')
    .action(async (options: ShowOptions, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const query = {
        per_page: 25 as const,
        ...(options.year ? { year: options.year } : {}),
        ...(options.prizeType ? { prize_type: options.prizeType } : {}),
        ...(options.page ? { page: options.page } : {}),
      };
      const rewards = await data(client.GET('/api/v1/pharmacy/rewards', { params: { query } }));
      if (context.json) return printJson(rewards);
      printLine(
        formatFields([
          ['Points', formatCount(rewards.latest_reward_point)],
          ['Tier', rewards.current_tier],
          ['Message', rewards.message],
          ['Cash value', rewards.cash_value],
          ['Credit for the next invoice', formatCents(rewards.credit_pending_cents)],
        ]),
      );
      printLine();
      const { data: entries, total, page, per_page } = rewards.history;
      if (entries.length === 0) return printLine('No history.');
      printLine(
        formatTable(entries, [
          { header: 'Date', value: (e) => e.occurred_at.slice(0, 10) },
          { header: 'Points', value: (e) => (e.points > 0 ? `+${e.points}` : String(e.points)) },
          { header: 'What', value: (e) => e.description },
          { header: 'Prize type', value: (e) => e.prize_type ?? '' },
        ]),
      );
      printLine(`Page ${page} of ${Math.max(1, Math.ceil(total / per_page))} (${total} entries)`);
    });
}
