/**
 * What the operator commands that create first users share (`pharmacy admin create-support`,
 * `pharmacy suppliers invite`): they run on the server host against DATABASE_URL like `db
 * migrate`, with no API and no login, check their flags with the domain's schema, and hand out a
 * one-time link to set the password built from APP_URL.
 */
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { ProvisionedUser } from '../db/provisioning/first-users.ts';
import { isDomainError } from '../domain/errors.ts';
import { readEnv } from '../platform/env.ts';
import { CliError, EXIT_USAGE } from './errors.ts';
import { formatFields, printJson, printLine } from './output.ts';

/** `first_name` → `--first-name`: the flag an operator typed. */
const flagOf = (field: string) => `--${field.replaceAll('_', '-')}`;

/** The flags checked by the schema; a bad one is a usage error naming the flag. */
export function parseFlags<S extends z.ZodType>(schema: S, flags: unknown): z.output<S> {
  const parsed = schema.safeParse(flags);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new CliError(`${flagOf(String(issue.path[0] ?? 'input'))}: ${issue.message}`, EXIT_USAGE);
}

/** Opens DATABASE_URL, runs `create`, and turns a refused input (a duplicate) into the CLI's error. */
export async function provision(
  create: (db: Database, now: Date) => Promise<ProvisionedUser>,
): Promise<{ user: ProvisionedUser; url: string }> {
  const env = readEnv();
  // Loaded on demand so commands that only talk to the API never load the database driver.
  const { openDatabase } = await import('../db/client.ts');
  const { passwordLinkUrl } = await import('../db/provisioning/password-links.ts');
  const handle = openDatabase(env.databaseUrl, { max: 1 });
  try {
    const user = await create(handle.db, new Date());
    return { user, url: passwordLinkUrl(env.appUrl, user.link.token) };
  } catch (error) {
    if (isDomainError(error)) throw new CliError(error.detail);
    throw error;
  } finally {
    await handle.close();
  }
}

/** Prints what was created and the one-time link (JSON with `--json`). */
export function printProvisioned(
  json: boolean,
  headline: string,
  { user, url }: { user: ProvisionedUser; url: string },
): void {
  const expiresAt = user.link.expiresAt.toISOString();
  if (json)
    return printJson({
      account_id: user.accountId,
      account_name: user.accountName,
      user_id: user.userId,
      email: user.email,
      password_link: url,
      password_link_expires_at: expiresAt,
    });
  printLine(headline);
  printLine(
    formatFields([
      ['Account', `${user.accountName} (${user.accountId})`],
      ['Email', user.email],
      ['Link expires', expiresAt],
    ]),
  );
  printLine();
  printLine('Send this one-time link to the user to set their password (it works once):');
  printLine(url);
}
