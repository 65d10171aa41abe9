/**
 * The primaries check as the route runs it (pharmacy-side §7 validate_ftp_crendentials, §8): the
 * fields checked, the password (typed, or the stored one), the address resolved and pinned by the
 * SSRF guard, then the connection. A refused address is a 400 naming server_address; a server that
 * fails answers `success: false` with the spec's connection error.
 */
import type { Database } from '../../db/client.ts';
import {
  CONNECTION_CHECK_TIMEOUT_MS,
  CONNECTION_MESSAGES,
  connectionErrorMessage,
  mayReuseStoredPassword,
  targetErrors,
  type ConnectionTarget,
} from '../../domain/primaries/connection-rules.ts';
import type { AllowedTarget } from '../../platform/allowed-targets.ts';
import type { CredentialKeys } from '../../platform/credential-cipher.ts';
import { checkPrimaryConnection } from './check-connection.ts';
import { assertNoConnectionErrors, loadPrimaryConnection, storedPassword } from './primary-connection.ts';
import { resolvePinnedTarget } from './resolve-target.ts';

export type ValidationAnswer = { success: boolean; message: string; entries?: number };

/** Checks a connection's details for the caller's account; the password falls back to the stored one. */
export async function validatePrimaryCredentials(
  deps: { db: Database; credentialKeys: CredentialKeys; allowedTargets: readonly AllowedTarget[] },
  input: { accountId: string; target: ConnectionTarget; password?: string | undefined; timeoutMs?: number },
): Promise<ValidationAnswer> {
  const errors = targetErrors({ ...input.target, password: input.password });
  const stored = input.password ? null : await loadPrimaryConnection(deps.db, input.accountId);
  if (!input.password && !mayReuseStoredPassword(stored, input.target.serverAddress))
    errors.password = [
      stored ? CONNECTION_MESSAGES.passwordForNewServer : CONNECTION_MESSAGES.passwordRequired,
    ];
  assertNoConnectionErrors(errors);
  const password = input.password ?? storedPassword(deps.credentialKeys, stored!);
  const pinned = await resolvePinnedTarget(
    input.target.serverAddress,
    input.target.port,
    deps.allowedTargets,
  );
  const outcome = await checkPrimaryConnection({
    target: pinned,
    connectionType: input.target.connectionType,
    username: input.target.username,
    password,
    inboundDirectory: input.target.inboundDirectory,
    timeoutMs: input.timeoutMs ?? CONNECTION_CHECK_TIMEOUT_MS,
  });
  return outcome.ok
    ? { success: true, message: CONNECTION_MESSAGES.success, entries: outcome.entries }
    : { success: false, message: connectionErrorMessage(outcome.reason) };
}
