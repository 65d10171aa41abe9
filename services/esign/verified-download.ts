/**
 * A signature document's stored bytes, re-hashed before they leave (issue 12): bytes that do not
 * match the recorded SHA-256 are refused, and the refusal is kept in the audit trail.
 */
import type { SignatureDocumentRow } from '../../db/queries/signatures.ts';
import { signatureEvents } from '../../db/schema/index.ts';
import { DomainError } from '../../domain/errors.ts';
import { ESIGN_MESSAGES, hashMatches } from '../../domain/esign/signatures.ts';
import type { EsignDeps } from '../../activities/esign/prepare-agreement.ts';
import { readStored, sha256Of } from '../../activities/esign/stored-bytes.ts';

/** Who is reading or signing, from where (for the audit trail). */
export type Visitor = { userId: string; ip: string | null; userAgent: string | null };

/**
 * The original or the signed PDF, verified against its recorded hash; `downloaded` (when `record`)
 * or `verification_failed` is appended to the trail. A mismatch or an unsigned document is a 409.
 */
export async function readVerified(
  deps: EsignDeps,
  doc: SignatureDocumentRow,
  which: 'original' | 'signed',
  visitor: Visitor,
  options: { record: boolean } = { record: true },
): Promise<Uint8Array> {
  const key = which === 'original' ? doc.originalKey : doc.signedKey;
  const recorded = which === 'original' ? doc.originalSha256 : doc.signedSha256;
  if (!key) throw new DomainError('RESOURCE_CONFLICT', ESIGN_MESSAGES.notSigned);
  const bytes = await readStored(deps.files, key);
  const actual = sha256Of(bytes);
  const matches = hashMatches(recorded, actual);
  if (matches && !options.record) return bytes;
  await deps.db.insert(signatureEvents).values({
    documentId: doc.id,
    event: matches ? 'downloaded' : 'verification_failed',
    userId: visitor.userId,
    ip: visitor.ip,
    userAgent: visitor.userAgent,
    sha256: actual,
    at: deps.now(),
  });
  if (!matches) throw new DomainError('RESOURCE_CONFLICT', ESIGN_MESSAGES.tampered);
  return bytes;
}
