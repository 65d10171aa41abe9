/** `pharmacy whoami`: the user and account behind the stored token. */
import type { Command } from 'commander';
import { data } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatFields, printJson, printLine } from '../output.ts';

export function registerWhoamiCommand(program: Command): void {
  program
    .command('whoami')
    .description('show the logged-in user and account')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, command: Command) => {
      const context = contextOf(command);
      const { client } = await authenticatedClient(context);
      const me = await data(client.GET('/api/v1/users/me'));
      if (context.json) return printJson(me);
      printLine(
        formatFields([
          ['Email', me.user.email],
          ['Name', [me.user.first_name, me.user.last_name].filter(Boolean).join(' ')],
          ['Role', me.user.role],
          ['Account', me.account.name],
          ['Kind', me.account.kind],
        ]),
      );
    });
}
