/**
 * The CLI's own environment, read in one place (platform/env.ts holds the server's): where the API
 * is and where credentials live.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export const DEFAULT_API_URL = 'http://localhost:3000';

export type CliSettings = {
  /** MARKETPLACE_API_URL when set; commands fall back to the stored credentials, then the default. */
  apiUrl: string | undefined;
  configDir: string;
};

export function readCliSettings(source: NodeJS.ProcessEnv = process.env): CliSettings {
  const xdg = source.XDG_CONFIG_HOME || join(homedir(), '.config');
  return {
    apiUrl: source.MARKETPLACE_API_URL || undefined,
    configDir: source.MARKETPLACE_CONFIG_DIR || join(xdg, 'pharmacy-marketplace'),
  };
}
