/** What every command needs: settings, the API to talk to, the stored token, output mode. */
import type { Command } from 'commander';
import { createApiClient, type ApiClient } from './api-client.ts';
import { loadCredentials, type Credentials } from './credentials.ts';
import { CliError } from './errors.ts';
import { DEFAULT_API_URL, readCliSettings, type CliSettings } from './settings.ts';

export type CommandContext = {
  settings: CliSettings;
  /** `--api` given explicitly, if at all. */
  apiFlag: string | undefined;
  json: boolean;
};

/** Reads the global and per-command options commander collected for `command`. */
export function contextOf(command: Command): CommandContext {
  const options = command.optsWithGlobals<{ api?: string; json?: boolean }>();
  return { settings: readCliSettings(), apiFlag: options.api, json: options.json === true };
}

/** `--api`, else MARKETPLACE_API_URL, else the API the token was issued by, else localhost:3000. */
export function resolveApiUrl(context: CommandContext, credentials?: Credentials): string {
  const url = context.apiFlag ?? context.settings.apiUrl ?? credentials?.api ?? DEFAULT_API_URL;
  try {
    return new URL(url).toString().replace(/\/+$/, '');
  } catch {
    throw new CliError(`Invalid API URL: ${url}`, 2);
  }
}

/** A client carrying the stored token; fails with a hint when nobody is logged in. */
export async function authenticatedClient(
  context: CommandContext,
): Promise<{ client: ApiClient; credentials: Credentials }> {
  const credentials = await loadCredentials(context.settings.configDir);
  if (!credentials) throw new CliError('Not logged in. Run `pharmacy login` first.');
  const client = createApiClient({ baseUrl: resolveApiUrl(context, credentials), token: credentials.token });
  return { client, credentials };
}
