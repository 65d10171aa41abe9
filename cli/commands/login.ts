/** `pharmacy login`: exchanges email and password for a personal access token stored locally. */
import { hostname } from 'node:os';
import type { Command } from 'commander';
import { ApiError, createApiClient, data, type ApiClient } from '../api-client.ts';
import { saveCredentials } from '../credentials.ts';
import { contextOf, resolveApiUrl } from '../context.ts';
import { CliError } from '../errors.ts';
import { printJson, printLine } from '../output.ts';
import { createPrompter } from '../prompt.ts';

/** Session cookie names the API may set: `__Host-sid` behind TLS, `sid` otherwise. */
const SESSION_COOKIE_NAMES = ['__Host-sid', 'sid'];

export function registerLoginCommand(program: Command): void {
  program
    .command('login')
    .description('log in with email and password and store a personal access token')
    .option('--email <email>', 'account email (asked when missing)')
    .option('--json', 'machine-readable output')
    .action(async (options: { email?: string }, command: Command) => {
      const context = contextOf(command);
      const api = resolveApiUrl(context);
      const prompter = createPrompter();
      let email: string;
      let password: string;
      try {
        email = options.email ?? (await prompter.ask('Email: '));
        password = await prompter.askHidden('Password: ');
      } finally {
        prompter.close();
      }
      const client = createApiClient({ baseUrl: api });
      const token = await issueAccessToken(client, email, password);
      const path = await saveCredentials(context.settings.configDir, {
        api,
        token: token.token,
        token_id: token.id,
        email,
      });
      if (context.json)
        printJson({ api, email, token_id: token.id, token_name: token.name, credentials: path });
      else printLine(`Logged in to ${api} as ${email} (token ${token.prefix}…, saved to ${path}).`);
    });
}

/**
 * Logs in a browser-style session only long enough to mint a token, then ends it, so the CLI
 * never keeps a session (and its CSRF token) around.
 */
async function issueAccessToken(client: ApiClient, email: string, password: string) {
  const web = { Authorization: 'Web', Origin: new URL(client.baseUrl).origin };
  const session = await client.POST('/api/v1/session', { headers: web, body: { email, password } });
  const cookie = sessionCookie(session.response.headers);
  const authenticated = { ...web, Cookie: cookie, 'X-CSRF-Token': session.data?.csrf_token ?? '' };
  try {
    return await data(
      client.POST('/api/v1/access_tokens', {
        headers: authenticated,
        // The API asks for the password again before it hands out a lasting credential.
        body: { name: `cli on ${hostname()}`, current_password: password },
      }),
    );
  } finally {
    await client.DELETE('/api/v1/session', { headers: authenticated }).catch((error: unknown) => {
      // The token is already issued; a session left behind expires on its own idle timeout.
      if (!(error instanceof ApiError)) throw error;
    });
  }
}

/** `name=value` of the session cookie among the response's Set-Cookie headers. */
export function sessionCookie(headers: Headers): string {
  for (const header of headers.getSetCookie()) {
    const pair = header.split(';', 1)[0]?.trim() ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    if (SESSION_COOKIE_NAMES.includes(name)) return pair;
  }
  throw new CliError('The API did not return a session cookie; is --api pointing at the marketplace?');
}
