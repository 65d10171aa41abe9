/**
 * The FTP and FTPS (explicit AUTH TLS, RFC 4217) side of the primaries check, with basic-ftp: log in
 * at the pinned address and list the inbound directory. Passive data connections go to the control
 * connection's address only (basic-ftp's default, kept on purpose): a PASV answer naming another
 * host, such as an internal one, is refused, so the server cannot point us elsewhere (FTP bounce).
 */
import { Client, FTPError } from 'basic-ftp';
import type { FailureReason } from '../../domain/primaries/connection-rules.ts';
import { failureOfSocketError, type CheckInput, type CheckOutcome } from './check-outcome.ts';

/** Connects, logs in and lists; the caller bounds the whole of it in time and closes on timeout. */
export async function checkFtp(
  input: CheckInput,
  onClose: (close: () => void) => void,
): Promise<CheckOutcome> {
  const client = new Client(input.timeoutMs, { allowSeparateTransferHost: false });
  onClose(() => client.close());
  let phase: 'connect' | 'list' = 'connect';
  try {
    await client.access({
      host: input.target.address,
      port: input.target.port,
      user: input.username,
      password: input.password,
      secure: input.connectionType === 'ftps',
      // The certificate is checked against the name the user gave, not the pinned IP.
      secureOptions: { servername: input.target.serverName, rejectUnauthorized: true },
    });
    phase = 'list';
    const entries = await client.list(input.inboundDirectory);
    return { ok: true, entries: entries.length };
  } catch (error) {
    return { ok: false, reason: ftpFailure(error, phase) };
  } finally {
    client.close();
  }
}

function ftpFailure(error: unknown, phase: 'connect' | 'list'): FailureReason {
  if (error instanceof FTPError) {
    if (error.code === 530 || error.code === 331 || error.code === 332) return 'login';
    if (phase === 'list') return 'directory';
    return error.code === 534 || error.code === 431 ? 'tls' : 'protocol';
  }
  return failureOfSocketError(error) ?? (phase === 'list' ? 'directory' : 'protocol');
}
