/** The personal access token of the logged-in operator, kept in one file only its owner can read. */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const CredentialsSchema = z.object({
  api: z.url(),
  token: z.string().min(1),
  token_id: z.string().min(1),
  email: z.string(),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

export function credentialsPath(configDir: string): string {
  return join(configDir, 'credentials.json');
}

/** Writes with mode 0600 and re-applies it, because `mode` only counts when the file is created. */
export async function saveCredentials(configDir: string, credentials: Credentials): Promise<string> {
  const path = credentialsPath(configDir);
  await mkdir(configDir, { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return path;
}

/** The stored credentials, or undefined when nobody is logged in. */
export async function loadCredentials(configDir: string): Promise<Credentials | undefined> {
  let text: string;
  try {
    text = await readFile(credentialsPath(configDir), 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  const parsed = CredentialsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(
      `${credentialsPath(configDir)} is not a valid credentials file; run \`pharmacy login\` again.`,
    );
  }
  return parsed.data;
}

export async function deleteCredentials(configDir: string): Promise<void> {
  await rm(credentialsPath(configDir), { force: true });
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
