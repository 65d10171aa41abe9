/** `pharmacy suppliers invite`: a supplier account and its admin on a fresh database (issue 22). */
import type { Command } from 'commander';
import { SupplierInvitationSchema } from '../../domain/identity/invitations.ts';
import { contextOf } from '../context.ts';
import { parseFlags, printProvisioned, provision } from '../provisioning.ts';

type Flags = { name: string; email: string; firstName: string; lastName: string; timeZone?: string };

export function registerSuppliersCommand(program: Command): void {
  const suppliers = program.command('suppliers').description('supplier accounts');
  suppliers
    .command('invite')
    .description(
      'create a supplier account with its admin user and print a one-time link to set the password; runs on the server host against DATABASE_URL (no login). Until the product sends mail the link is printed here for you to pass on; once mail exists it will be emailed',
    )
    .requiredOption('--name <name>', 'the supplier’s business name (unique among suppliers)')
    .requiredOption('--email <email>', 'the supplier admin’s email (their login)')
    .requiredOption('--first-name <name>', 'the admin’s first name')
    .requiredOption('--last-name <name>', 'the admin’s last name')
    .option('--time-zone <zone>', 'IANA time zone of the supplier’s days and cut-offs', 'America/New_York')
    .option('--json', 'machine-readable output')
    .action(async (flags: Flags, command: Command) => {
      const context = contextOf(command);
      const input = parseFlags(SupplierInvitationSchema, {
        name: flags.name,
        email: flags.email,
        first_name: flags.firstName,
        last_name: flags.lastName,
        time_zone: flags.timeZone,
      });
      const { inviteSupplier } = await import('../../db/provisioning/first-users.ts');
      const created = await provision((db, now) => inviteSupplier(db, { ...input, now }));
      printProvisioned(context.json, `Supplier ${created.user.accountName} invited.`, created);
    });
}
