/** `pharmacy whoami`: the user and account behind the stored token. */
import type { Command } from 'commander';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatFields, printJson, printLine } from '../output.ts';

type Me = {
  email?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  role?: string;
  account?: { name?: string; kind?: string };
};
/** Flat, or with the user nested beside the account; both read the same. */
type MeResponse = Me & { user?: Me };

export function registerWhoamiCommand(program: Command): void {
  program
    .command('whoami')
    .description('show the logged-in user and account')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const { data } = await client.request<MeResponse>('GET', '/api/v1/users/me');
      if (context.json) return printJson(data);
      const me: Me = { ...data, ...data.user, account: data.user?.account ?? data.account };
      const name = me.name ?? [me.first_name, me.last_name].filter(Boolean).join(' ');
      printLine(
        formatFields([
          ['Email', me.email],
          ['Name', name],
          ['Role', me.role],
          ['Account', me.account?.name],
          ['Kind', me.account?.kind],
        ]),
      );
    });
}
