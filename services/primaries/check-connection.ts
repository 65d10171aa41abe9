/**
 * `POST /pharmacy/settings/primaries/validate_ftp_crendentials` (pharmacy-side §7, issue 23): dials
 * the pharmacy's primary at the address resolve-target.ts pinned, logs in, lists the inbound
 * directory, and answers within CONNECTION_CHECK_TIMEOUT_MS whatever the server does, closing the
 * connection when the time is up.
 */
import type { FailureReason } from '../../domain/primaries/connection-rules.ts';
import type { CheckInput, CheckOutcome } from './check-outcome.ts';
import { checkFtp } from './check-ftp.ts';
import { checkSftp } from './check-sftp.ts';

/** Runs the check for the input's protocol, bounded by `timeoutMs` in all (a silent server included). */
export async function checkPrimaryConnection(input: CheckInput): Promise<CheckOutcome> {
  let close = () => {};
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => {
      close();
      resolve({ ok: false, reason: 'timeout' satisfies FailureReason });
    }, input.timeoutMs);
  });
  const check = input.connectionType === 'sftp' ? checkSftp : checkFtp;
  try {
    return await Promise.race([
      check(input, (closer) => {
        close = closer;
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
