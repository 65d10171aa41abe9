/**
 * The SFTP side of the primaries check, with ssh2: password login at the pinned address and a
 * listing of the inbound directory. The server's host key is not pinned: the product holds no known
 * key for a wholesaler's server yet (docs/decisions.md, FTP primaries).
 */
import { Client, type ClientErrorExtensions } from 'ssh2';
import type { FailureReason } from '../../domain/primaries/connection-rules.ts';
import { failureOfSocketError, type CheckInput, type CheckOutcome } from './check-outcome.ts';

/** Connects, logs in and lists; the caller bounds the whole of it in time and closes on timeout. */
export function checkSftp(input: CheckInput, onClose: (close: () => void) => void): Promise<CheckOutcome> {
  const client = new Client();
  onClose(() => client.end());
  return new Promise<CheckOutcome>((resolve) => {
    const finish = (outcome: CheckOutcome) => {
      client.end();
      resolve(outcome);
    };
    client.on('error', (error: Error & ClientErrorExtensions) =>
      finish({ ok: false, reason: sshFailure(error) }),
    );
    client.on('ready', () => {
      client.sftp((error, sftp) => {
        if (error) return finish({ ok: false, reason: 'protocol' });
        sftp.readdir(input.inboundDirectory, (listError, list) =>
          finish(listError ? { ok: false, reason: 'directory' } : { ok: true, entries: list.length }),
        );
      });
    });
    client.connect({
      host: input.target.address,
      port: input.target.port,
      username: input.username,
      password: input.password,
      readyTimeout: input.timeoutMs,
      tryKeyboard: false,
      authHandler: ['password'],
    });
  });
}

function sshFailure(error: Error & ClientErrorExtensions): FailureReason {
  if (error.level === 'client-authentication') return 'login';
  if (error.level === 'client-timeout') return 'timeout';
  return failureOfSocketError(error) ?? 'protocol';
}
