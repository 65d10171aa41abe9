/** What the FTP and SFTP checks take and answer (issue 23, FTP primaries). */
import type { ConnectionType, FailureReason } from '../../domain/primaries/connection-rules.ts';
import type { PinnedTarget } from './resolve-target.ts';

export type CheckInput = {
  target: PinnedTarget;
  connectionType: ConnectionType;
  username: string;
  password: string;
  inboundDirectory: string;
  timeoutMs: number;
};

export type CheckOutcome = { ok: true; entries: number } | { ok: false; reason: FailureReason };

/** The reason a socket-level error stands for, when it is one (ECONNREFUSED, a TLS failure …). */
export function failureOfSocketError(error: unknown): FailureReason | null {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  if (/timeout|timed out/i.test(message) || code === 'ETIMEDOUT') return 'timeout';
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
  if (typeof code === 'string' && /^(EHOSTUNREACH|ENETUNREACH|EADDRNOTAVAIL|ENOTFOUND)$/.test(code))
    return 'unreachable';
  if (typeof code === 'string' && /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO)/.test(code))
    return 'tls';
  return null;
}
