/**
 * `pharmacy locations list|add` (issue 23): a pharmacy's stores, and a master admin adding one,
 * through the same API calls as the settings page (`GET /api/v1/locations`,
 * `POST /api/v1/locations/address`). The server checks every field and names the one it refuses.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { data, type Schema } from '../api-client.ts';
import { authenticatedClient, contextOf } from '../context.ts';
import { formatFields, formatTable, printJson, printLine, type Column } from '../output.ts';
import { US_STATES } from '../../domain/signup/us-states.ts';

type Location = Schema<'Location'>;
type AddOptions = {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: number;
  zip: string;
  phone?: string;
  defaultShipping?: boolean;
  defaultBilling?: boolean;
  gln?: string;
  sgln?: string;
};

const COLUMNS: Column<Location>[] = [
  { header: 'ID', value: (l) => l.id },
  { header: 'NAME', value: (l) => l.name },
  {
    header: 'ADDRESS',
    value: (l) => `${l.address1}${l.address2 ? `, ${l.address2}` : ''}, ${l.city}, ${l.state} ${l.zipcode}`,
  },
  {
    header: 'DEFAULTS',
    value: (l) => [l.default && 'shipping', l.default_billing && 'billing'].filter(Boolean).join(', '),
  },
  { header: 'GLN', value: (l) => l.gln_number ?? '' },
  { header: 'STATUS', value: (l) => l.status },
];

/** A state by its two-letter code or its id. */
function parseState(value: string): number {
  const state = US_STATES.find((s) => s.code === value.toUpperCase() || String(s.id) === value);
  if (!state) throw new InvalidArgumentError('must be a US state code (TX) or id');
  return state.id;
}

export function registerLocationsCommand(program: Command): void {
  const command = program.command('locations').description("a pharmacy's locations (stores)");
  command
    .command('list')
    .description('the locations of your pharmacy (a master account sees its sub-accounts’ too)')
    .option('--json', 'machine-readable output')
    .action(async (_options: unknown, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const list = await data(client.GET('/api/v1/locations'));
      if (context.json) return printJson(list);
      printLine(list.data.length === 0 ? 'No locations.' : formatTable(list.data, COLUMNS));
    });
  command
    .command('add')
    .description('add a location (a master account’s admins)')
    .requiredOption('--name <name>', 'the store’s name')
    .requiredOption('--address1 <street>', 'street address')
    .option('--address2 <line>', 'second address line')
    .requiredOption('--city <city>', 'city')
    .requiredOption('--state <code>', 'state code (TX) or id', parseState)
    .requiredOption('--zip <zip>', '5-digit ZIP code')
    .option('--phone <phone>', 'phone, (999) 999-9999')
    .option('--default-shipping', 'make it the default shipping address')
    .option('--default-billing', 'make it the default billing address')
    .option('--gln <gln>', 'GLN: 13 digits with the GS1 check digit')
    .option('--sgln <sgln>', 'SGLN: 13 digits with the GS1 check digit')
    .option('--json', 'machine-readable output')
    .action(async (options: AddOptions, cmd: Command) => {
      const context = contextOf(cmd);
      const { client } = await authenticatedClient(context);
      const answer = await data(
        client.POST('/api/v1/locations/address', {
          body: {
            name: options.name,
            address1: options.address1,
            address2: options.address2 ?? null,
            city: options.city,
            state_id: options.state,
            zipcode: options.zip,
            phone: options.phone ?? null,
            default: options.defaultShipping ?? false,
            default_billing: options.defaultBilling ?? false,
            gln_number: options.gln ?? null,
            sgln_number: options.sgln ?? null,
          },
        }),
      );
      if (context.json) return printJson(answer);
      printLine(answer.message);
      printLine(
        formatFields([
          ['ID', answer.location.id],
          ['NAME', answer.location.name],
          ['STATUS', answer.status],
        ]),
      );
    });
}
