#!/usr/bin/env node
// Launcher for `pharmacy`: the CLI is TypeScript run by Node 24's type stripping, but a global
// install may start under an older system node, so re-execute cli/index.ts with the project's node.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const projectNode = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
const runningMajor = Number(process.versions.node.split('.')[0]);

let nodeBinary;
if (existsSync(projectNode)) nodeBinary = projectNode;
else if (runningMajor >= 24) nodeBinary = process.execPath;
else {
  process.stderr.write(
    `pharmacy needs Node 24 or later (running ${process.version}); run \`npm ci\` in the project to install it.\n`,
  );
  process.exit(1);
}

const child = spawn(nodeBinary, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
// Ctrl-C reaches the child through the terminal's process group: the launcher only waits for it.
// A signal sent to the launcher alone is passed on.
const forward = {
  SIGINT: () => {},
  SIGTERM: () => child.kill('SIGTERM'),
  SIGHUP: () => child.kill('SIGHUP'),
};
for (const [signal, handler] of Object.entries(forward)) process.on(signal, handler);
child.on('error', (error) => {
  process.stderr.write(`pharmacy: cannot start ${nodeBinary}: ${error.message}\n`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) {
    for (const [name, handler] of Object.entries(forward)) process.off(name, handler);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
