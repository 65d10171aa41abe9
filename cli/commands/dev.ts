/**
 * `pharmacy dev mailbox --to <email>` (issue 22): the SANDBOX mailbox, read locally against
 * DATABASE_URL (no API): what the sandbox mailer "sent" to an address, newest first, such as a
 * signup's email code. There is no mail server yet; an SMTP adapter replaces the sandbox later.
 * `pharmacy dev bank-inbox --user <email>` (issue 23): the SANDBOX bank's deposits and debits on the
 * bank accounts of that user's pharmacy, such as the two micro-deposits to verify an account.
 */
import type { Command } from 'commander';
import { readEnv } from '../../platform/env.ts';
import { contextOf } from '../context.ts';
import { printJson, printLine } from '../output.ts';

export function registerDevCommand(program: Command): void {
  const dev = program.command('dev').description('developer tools against DATABASE_URL (sandboxes)');
  dev
    .command('mailbox')
    .description('the SANDBOX mailbox: messages sent to one address, newest first')
    .requiredOption('--to <email>', 'the address')
    .option('--json', 'machine-readable output')
    .action(async (options: { to: string }, command: Command) => {
      const context = contextOf(command);
      // Loaded on demand so commands that only talk to the API never load the database driver.
      const { openDatabase } = await import('../../db/client.ts');
      const { listSandboxMail } = await import('../../db/queries/sandbox-mailbox.ts');
      const database = openDatabase(readEnv().databaseUrl, { max: 1 });
      try {
        const mail = await listSandboxMail(database.db, options.to);
        if (context.json)
          return printJson(
            mail.map((m) => ({ to: m.to, subject: m.subject, body: m.body, sent_at: m.createdAt })),
          );
        if (mail.length === 0) return printLine(`No mail for ${options.to} in the sandbox mailbox.`);
        for (const m of mail) printLine(`${m.createdAt.toISOString()}  ${m.subject}\n  ${m.body}\n`);
      } finally {
        await database.close();
      }
    });
  dev
    .command('bank-inbox')
    .description('the SANDBOX bank: deposits and debits on the bank accounts of a user’s pharmacy')
    .requiredOption('--user <email>', 'a user of the pharmacy')
    .option('--json', 'machine-readable output')
    .action(async (options: { user: string }, command: Command) => {
      const context = contextOf(command);
      const { openDatabase } = await import('../../db/client.ts');
      const { listSandboxBankEntriesFor } = await import('../../db/queries/sandbox-bank.ts');
      const database = openDatabase(readEnv().databaseUrl, { max: 1 });
      try {
        const entries = await listSandboxBankEntriesFor(database.db, options.user);
        if (context.json)
          return printJson(
            entries.map((e) => ({
              kind: e.kind,
              bank_account_id: e.bankAccountId,
              last4: e.last4,
              amount_cents: e.amountCents,
              status: e.status,
              return_code: e.returnCode,
              created_at: e.createdAt,
            })),
          );
        if (entries.length === 0) return printLine(`Nothing in the sandbox bank for ${options.user}.`);
        for (const e of entries)
          printLine(
            `${e.createdAt.toISOString()}  ${e.kind.padEnd(13)} ${e.bankName} •••• ${e.last4}  ${e.amountCents} cents  ${e.status}${e.returnCode ? ` ${e.returnCode}` : ''}`,
          );
      } finally {
        await database.close();
      }
    });
}
