/** `pharmacy logout`: revokes the stored token on the server, then forgets it locally. */
import type { Command } from 'commander';
import { ApiError } from '../api-client.ts';
import { contextOf, authenticatedClient } from '../context.ts';
import { deleteCredentials, loadCredentials } from '../credentials.ts';
import { printJson, printLine } from '../output.ts';

export function registerLogoutCommand(program: Command): void {
  program
    .command('logout')
    .description('revoke the stored access token and delete the local credentials')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, command: Command) => {
      const context = contextOf(command);
      if (!(await loadCredentials(context.settings.configDir))) {
        if (context.json) printJson({ logged_out: false, reason: 'not logged in' });
        else printLine('Not logged in.');
        return;
      }
      const { client, credentials } = await authenticatedClient(context);
      try {
        await client.DELETE('/api/v1/access_tokens/{id}', { params: { path: { id: credentials.token_id } } });
      } catch (error) {
        // 401/404: the token was already revoked or expired; forgetting it locally is still right.
        if (!(error instanceof ApiError && (error.status === 401 || error.status === 404))) throw error;
      }
      await deleteCredentials(context.settings.configDir);
      if (context.json) printJson({ logged_out: true, email: credentials.email });
      else printLine(`Logged out ${credentials.email}.`);
    });
}
