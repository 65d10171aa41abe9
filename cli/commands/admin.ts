/**
 * `pharmacy admin create-support`: the first support users of a fresh database, `pharmacy admin
 * password-link`: a new one-time link for a user whose link was lost or expired (issue 22), and
 * `pharmacy admin reencrypt-credentials`: stored credentials moved onto the newest key (issue 23).
 */
import type { Command } from 'commander';
import { PasswordLinkRequestSchema, SupportUserSchema } from '../../domain/identity/invitations.ts';
import { readEnv } from '../../platform/env.ts';
import { contextOf } from '../context.ts';
import { EXIT_FAILURE } from '../errors.ts';
import { formatFields, printJson, printLine } from '../output.ts';
import { parseFlags, printProvisioned, provision } from '../provisioning.ts';

type Flags = { email: string; firstName: string; lastName: string };

export function registerAdminCommand(program: Command): void {
  const admin = program
    .command('admin')
    .description('operator tasks run on the server host against DATABASE_URL (no login)');
  admin
    .command('create-support')
    .description(
      'create a support user and print a one-time link to set the password (APP_URL, else the first PUBLIC_ORIGINS entry, starts the link)',
    )
    .requiredOption('--email <email>', 'the support user’s email (their login)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--json', 'machine-readable output')
    .action(async (flags: Flags, command: Command) => {
      const context = contextOf(command);
      const input = parseFlags(SupportUserSchema, {
        email: flags.email,
        first_name: flags.firstName,
        last_name: flags.lastName,
      });
      const { createSupportUser } = await import('../../db/provisioning/first-users.ts');
      const created = await provision((db, now) => createSupportUser(db, { ...input, now }));
      printProvisioned(context.json, `Support user ${created.user.email} created.`, created);
    });

  admin
    .command('password-link')
    .description(
      'print a new one-time link to set the password of an existing user (a lost or expired link); earlier unused links stop working',
    )
    .requiredOption('--email <email>', 'the user’s email')
    .option('--json', 'machine-readable output')
    .action(async (flags: { email: string }, command: Command) => {
      const context = contextOf(command);
      const { email } = parseFlags(PasswordLinkRequestSchema, { email: flags.email });
      const { reissuePasswordLink } = await import('../../db/provisioning/first-users.ts');
      const issued = await provision((db, now) => reissuePasswordLink(db, { email, now }));
      printProvisioned(context.json, `A new link for ${issued.user.email}.`, issued);
    });

  admin
    .command('reencrypt-credentials')
    .description(
      'seal every stored credential (FTP primaries’ passwords) again under the first key of CREDENTIAL_KEYS, so older keys can be dropped',
    )
    .option('--json', 'machine-readable output')
    .action(async (_flags: unknown, command: Command) => {
      const context = contextOf(command);
      const env = readEnv();
      const { openDatabase } = await import('../../db/client.ts');
      const { reencryptPasswords } = await import('../../db/provisioning/reencrypt-credentials.ts');
      const handle = openDatabase(env.databaseUrl, { max: 1 });
      try {
        const report = await reencryptPasswords(handle.db, env.credentialKeys);
        if (report.failed.length > 0) process.exitCode = EXIT_FAILURE;
        if (context.json)
          return printJson({ key_id: report.keyId, reencrypted: report.reencrypted, failed: report.failed });
        printLine(
          formatFields([
            ['Newest key', report.keyId],
            ['Re-encrypted', report.reencrypted],
            ['Failed', report.failed.length],
          ]),
        );
        for (const failure of report.failed) printLine(`failed     ${failure.accountId}: ${failure.error}`);
      } finally {
        await handle.close();
      }
    });
}
