/**
 * Production must not run on sandboxes by accident (issue 22): a sandbox card processor approves
 * every test card, the sandbox bank verifies any account, the sandbox carrier invents scans, the
 * NCPDP sandbox knows only synthetic pharmacies, the sandbox mailbox delivers no mail, test-mode
 * e-signatures bind nobody and the embedded development credential key (no CREDENTIAL_KEYS) is in
 * the source for anyone to read. Under NODE_ENV=production the API and the worker refuse to start while
 * one is wired in, naming each, unless ALLOW_SANDBOXES_IN_PRODUCTION=true says it is on purpose;
 * then each start warns.
 */
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';

export type SandboxVerdict =
  | { kind: 'start' }
  | { kind: 'warn'; message: string; sandboxes: string[] }
  | { kind: 'refuse'; message: string; sandboxes: string[] };

type GuardedEnv = Pick<Env, 'nodeEnv' | 'allowSandboxesInProduction' | 'esign' | 'credentialKeys'>;

/**
 * Every sandbox in use: the labelled ports' names, the e-signature test mode when it is on, and the
 * embedded credential key when CREDENTIAL_KEYS is unset.
 */
export function sandboxesInUse(
  env: Pick<Env, 'esign' | 'credentialKeys'>,
  portSandboxes: readonly string[],
): string[] {
  return [
    ...portSandboxes,
    ...(env.esign.testMode ? ['e-signature test mode'] : []),
    ...(env.credentialKeys.embedded ? ['embedded credential key (set CREDENTIAL_KEYS)'] : []),
  ];
}

/** Whether a process with these sandboxes may start in this environment, and what it says. */
export function judgeSandboxes(env: GuardedEnv, sandboxes: readonly string[]): SandboxVerdict {
  if (env.nodeEnv !== 'production' || sandboxes.length === 0) return { kind: 'start' };
  const named = sandboxes.join(', ');
  if (env.allowSandboxesInProduction)
    return {
      kind: 'warn',
      sandboxes: [...sandboxes],
      message: `Running in production with sandboxes, as ALLOW_SANDBOXES_IN_PRODUCTION=true allows: ${named}. Nothing they do is real.`,
    };
  return {
    kind: 'refuse',
    sandboxes: [...sandboxes],
    message: `Refusing to start in production with sandboxes wired in: ${named}. Wire in real providers, or set ALLOW_SANDBOXES_IN_PRODUCTION=true to run them on purpose.`,
  };
}

/**
 * Applies the verdict at a process's start: logs the warning, or logs the refusal and ends the
 * process with exit code 1 (no stack trace: it is an operator's decision to make, not a crash).
 */
export function enforceSandboxPolicy(
  env: GuardedEnv,
  portSandboxes: readonly string[],
  logger: Pick<Logger, 'warn' | 'error'>,
  exit: (code: number) => never = (code) => process.exit(code),
): void {
  const verdict = judgeSandboxes(env, sandboxesInUse(env, portSandboxes));
  if (verdict.kind === 'start') return;
  if (verdict.kind === 'warn') return logger.warn(verdict.message, { sandboxes: verdict.sandboxes });
  logger.error(verdict.message, { sandboxes: verdict.sandboxes });
  exit(1);
}
