import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the SPA when web/dist is missing or older than any source file under web/. */
export function buildWebIfStale(root: string, log: (line: string) => void): void {
  const index = join(root, 'web/dist/index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > newestSource(join(root, 'web'))) return;
  log('Building the web app (vite build)...');
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}
