/**
 * `pharmacy sub-accounts list|add` (issue 23): a master pharmacy's sub-accounts, and a new one for a
 * store (POST /accounts/sub_accounts; its user is mailed a one-time link to set a password).
 */
import type { Command } from 'commander';
import { data, type Schema } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatTable, printJson, printLine } from '../output.ts';

type SubAccount = Schema<'SubAccount'>;
const dollars = (cents: number | null) => (cents === null ? 'none' : `$${(cents / 100).toFixed(2)}`);

type AddOptions = Record<
  | 'businessLegalName'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'dob'
  | 'address'
  | 'city'
  | 'stateId'
  | 'zip'
  | 'businessType'
  | 'federalTaxId'
  | 'deaNumber'
  | 'deaExpiry'
  | 'stateLicenseNum'
  | 'stateLicenseExpiry',
  string
> & { glnNumber?: string; sglnNumber?: string };

function listCommand(command: Command) {
  command
    .command('list')
    .description('list your sub-accounts with their user, stores and spend limits')
    .option('--json', 'machine-readable output')
    .action(async (_options: object, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const subs: SubAccount[] = (await data(client.GET('/api/v1/accounts/sub_accounts'))).data;
      if (context.json) return printJson(subs);
      if (subs.length === 0) return printLine('No sub-accounts.');
      printLine(
        formatTable(subs, [
          { header: 'Name', value: (s) => s.business_legal_name },
          { header: 'User', value: (s) => s.email },
          { header: 'Stores', value: (s) => s.locations.map((l) => l.name).join(', ') || '-' },
          { header: 'Per order', value: (s) => dollars(s.spend_limit.per_order_cents) },
          { header: 'Per month', value: (s) => dollars(s.spend_limit.per_month_cents) },
          { header: 'User id', value: (s) => s.user_id },
        ]),
      );
    });
}

function addCommand(command: Command) {
  command
    .command('add')
    .description('create a sub-account; its user is mailed a link to set a password')
    .requiredOption('--business-legal-name <name>', 'the store’s legal name')
    .requiredOption('--email <email>', 'the sub-account user’s email (their login)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .requiredOption('--phone <phone>', 'phone, (999) 999-9999')
    .requiredOption('--dob <date>', 'date of birth, MM-DD-YYYY')
    .requiredOption('--address <address>', 'street address')
    .requiredOption('--city <city>', 'city')
    .requiredOption('--state-id <id>', 'state id')
    .requiredOption('--zip <zip>', '5-digit ZIP code')
    .requiredOption('--business-type <type>', 'independent, chain, hospital, clinic, long_term_care or other')
    .requiredOption('--federal-tax-id <id>', 'tax id, 99-9999999')
    .requiredOption('--dea-number <number>', 'DEA number')
    .requiredOption('--dea-expiry <date>', 'DEA expiry, MM-DD-YYYY')
    .requiredOption('--state-license-num <number>', 'state licence number')
    .requiredOption('--state-license-expiry <date>', 'state licence expiry, MM-DD-YYYY')
    .option('--gln-number <gln>', 'GLN, 13 digits')
    .option('--sgln-number <sgln>', 'SGLN, 13 digits')
    .option('--json', 'machine-readable output')
    .action(async (o: AddOptions, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const me = await data(client.GET('/api/v1/users/me'));
      const body = {
        type: 'sub' as const,
        business_legal_name: o.businessLegalName,
        email: o.email,
        first_name: o.firstName,
        last_name: o.lastName,
        phone: o.phone,
        dob: o.dob,
        address: o.address,
        city: o.city,
        state_id: Number(o.stateId),
        zip: o.zip,
        business_type: o.businessType as SubAccountBusinessType,
        federal_tax_id: o.federalTaxId,
        dea_number: o.deaNumber,
        dea_expiry: o.deaExpiry,
        state_license_num: o.stateLicenseNum,
        state_license_expiry: o.stateLicenseExpiry,
        gln_number: o.glnNumber ?? '',
        sgln_number: o.sglnNumber ?? '',
        master_user_id: me.user.id,
      };
      const created = await data(client.POST('/api/v1/accounts/sub_accounts', { body }));
      if (context.json) return printJson(created);
      printLine(`${created.message} (${created.sub_account.email}, user id ${created.sub_account.user_id})`);
    });
}

type SubAccountBusinessType = 'independent' | 'chain' | 'hospital' | 'clinic' | 'long_term_care' | 'other';

export function registerSubAccountsCommand(program: Command): void {
  const command = program
    .command('sub-accounts')
    .description('a master pharmacy’s sub-accounts (its stores)');
  listCommand(command);
  addCommand(command);
}
