/**
 * Key rotation for sealed credentials (issue 23): every primary connection's password sealed under
 * an older key of CREDENTIAL_KEYS is opened and sealed again under the newest one, a row at a time
 * under its lock, so a save racing the rotation is never overwritten. Run by the operator command
 * `pharmacy admin reencrypt-credentials` once the new key is first in CREDENTIAL_KEYS; after it, the
 * old key can be dropped from the list.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { primaryConnections } from '../schema/index.ts';
import { passwordContextOf } from '../../domain/primaries/connection-rules.ts';
import { keyringOf, openSecret, sealSecret, type CredentialKeys } from '../../platform/credential-cipher.ts';

export type ReencryptReport = {
  keyId: string;
  reencrypted: number;
  failed: { accountId: string; error: string }[];
};

/** Re-seals every password not under the newest key; a row that will not open is reported, not fatal. */
export async function reencryptPasswords(db: Database, keys: CredentialKeys): Promise<ReencryptReport> {
  const keyring = keyringOf(keys);
  const stale = await db
    .select({ accountId: primaryConnections.accountId })
    .from(primaryConnections)
    .where(ne(primaryConnections.passwordKeyId, keyring.currentId));
  const report: ReencryptReport = { keyId: keyring.currentId, reencrypted: 0, failed: [] };
  for (const { accountId } of stale) {
    try {
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(primaryConnections)
          .where(
            and(
              eq(primaryConnections.accountId, accountId),
              ne(primaryConnections.passwordKeyId, keyring.currentId),
            ),
          )
          .for('update');
        if (!row) return false;
        const context = passwordContextOf(accountId);
        const plain = openSecret(
          keyring,
          { keyId: row.passwordKeyId, ciphertext: row.passwordCiphertext },
          context,
        );
        const sealed = sealSecret(keyring, plain, context);
        await tx
          .update(primaryConnections)
          .set({ passwordKeyId: sealed.keyId, passwordCiphertext: sealed.ciphertext })
          .where(eq(primaryConnections.accountId, accountId));
        return true;
      });
      if (done) report.reencrypted += 1;
    } catch (error) {
      report.failed.push({ accountId, error: (error as Error).message });
    }
  }
  return report;
}
