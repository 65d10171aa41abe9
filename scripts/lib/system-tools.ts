/**
 * What the tests need from the machine besides npm packages: Debian's Chromium for the browser
 * tests and a docker compose client to validate docker-compose.yml. Installed with apt-get when
 * missing and we are root (as on the project's machines and CI); otherwise the error says what to do.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function runs(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;
function aptInstall(pkg: string, log: (line: string) => void) {
  if (process.getuid?.() !== 0 || !runs('apt-get', ['--version'])) {
    throw new Error(`${pkg} is missing: install it (sudo apt-get install -y ${pkg}) and run again.`);
  }
  log(`Installing ${pkg} from Debian (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
}

export function ensureChromium(log: (line: string) => void): string {
  if (!existsSync(CHROMIUM_PATH)) aptInstall('chromium', log);
  return CHROMIUM_PATH;
}

export function ensureComposeClient(log: (line: string) => void): void {
  if (runs('docker', ['compose', 'version']) || runs('docker-compose', ['version'])) return;
  aptInstall('docker-compose', log);
}
