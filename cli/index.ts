/** `pharmacy`: the operator CLI. Each command lives in commands/<name>.ts and registers itself. */
import { Command, CommanderError } from 'commander';
import { registerCustomersCommand } from './commands/customers.ts';
import { registerAdminCommand } from './commands/admin.ts';
import { registerApplicationsCommand } from './commands/applications.ts';
import { registerAuditsCommand } from './commands/audits.ts';
import { registerDbCommand } from './commands/db.ts';
import { registerFilesCommand } from './commands/files.ts';
import { registerDevCommand } from './commands/dev.ts';
import { registerDscsaCommand, registerP2pCommand } from './commands/p2p/dscsa.ts';
import { registerImportCommand } from './commands/import.ts';
import { registerLocationsCommand } from './commands/locations.ts';
import { registerLoginCommand } from './commands/login.ts';
import { registerLogoutCommand } from './commands/logout.ts';
import { registerRequestsCommand } from './commands/requests.ts';
import { registerRewardsCommand } from './commands/rewards.ts';
import { registerSignupsCommand } from './commands/signups.ts';
import { registerWhoamiCommand } from './commands/whoami.ts';
import { registerWorkflowsCommand } from './commands/workflows.ts';
import { registerListingsCommand } from './commands/p2p/listings.ts';
import { registerSupportCommand } from './commands/support.ts';
import { registerSuppliersCommand } from './commands/suppliers.ts';
import { registerSubAccountsCommand } from './commands/sub-accounts.ts';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from './errors.ts';

export function buildProgram(): Command {
  const program = new Command('pharmacy')
    .description('Operator CLI of the pharmacy marketplace')
    .option(
      '--api <url>',
      'API base URL (default: MARKETPLACE_API_URL, the logged-in API, or http://localhost:3000)',
    )
    .showHelpAfterError()
    // Throw instead of exiting so usage errors end with exit code 2 like the confirmation rule.
    .exitOverride();
  for (const register of [
    registerLoginCommand,
    registerLogoutCommand,
    registerWhoamiCommand,
    registerWorkflowsCommand,
    registerImportCommand,
    registerDbCommand,
    registerAdminCommand,
    registerSuppliersCommand,
    registerSubAccountsCommand,
    registerFilesCommand,
    registerDevCommand,
    registerCustomersCommand,
    registerAuditsCommand,
    registerRequestsCommand,
    registerLocationsCommand,
    registerRewardsCommand,
    registerSignupsCommand,
    registerApplicationsCommand,
    registerListingsCommand,
    registerSupportCommand,
    registerDscsaCommand,
    registerP2pCommand,
  ]) {
    register(program);
  }
  return program;
}

async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // commander already printed the usage error or the help text.
      process.exitCode = error.exitCode === 0 ? 0 : EXIT_USAGE;
      return;
    }
    // Our own errors are messages for the operator; anything else is a bug worth its stack.
    if (error instanceof CliError) {
      process.stderr.write(`Error: ${error.message}\n`);
      process.exitCode = error.exitCode;
    } else {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = EXIT_FAILURE;
    }
  }
}

await main(process.argv);
