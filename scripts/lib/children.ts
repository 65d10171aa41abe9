import { spawn, type ChildProcess } from 'node:child_process';

/** Runs a child with its output prefixed by its name; the returned stop sends SIGTERM then SIGKILL. */
export function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream: NodeJS.WritableStream) => (data: Buffer) => {
    for (const line of data.toString().split('\n')) if (line.trim()) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix(process.stdout));
  child.stderr?.on('data', prefix(process.stderr));
  return child;
}

export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    // Not unref'd: the pending stop must keep the supervisor alive until the child is gone.
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => clearTimeout(timer));
  });
}
