/**
 * Waiting for a signature in a workflow (issue 12), for every workflow that asks for one: the
 * `documentSigned` signal ends the wait, and, so a lost signal strands nobody, the document's
 * status is re-read through an activity every `recheckMs`.
 */
import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { documentSigned, type DocumentSignedFact } from './messages.ts';

const { readSignatureDocument } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumInterval: '1 minute' },
});

/** How often a waiting workflow re-reads a document whose signal did not come (production). */
export const SIGNATURE_RECHECK_MS = 10 * 60_000;

/** Installs the signal's handler (before the workflow's first await); the facts received, by document. */
export function listenForSignatures(): Map<string, DocumentSignedFact> {
  const signed = new Map<string, DocumentSignedFact>();
  setHandler(documentSigned, (fact) => {
    signed.set(fact.documentId, fact);
  });
  return signed;
}

/**
 * Waits until `documentId` is signed (the signal or a re-read), until `stop()` turns true, or until
 * the instant `untilMs` (workflow time); the signed fact, or null when the wait ended otherwise
 * (or the document was cancelled or is gone).
 */
export async function awaitSignature(
  signed: Map<string, DocumentSignedFact>,
  documentId: string,
  options: { recheckMs?: number; untilMs: number; stop?: () => boolean },
): Promise<DocumentSignedFact | null> {
  const stop = options.stop ?? (() => false);
  for (;;) {
    const remaining = options.untilMs - Date.now();
    if (remaining <= 0 || stop()) return signed.get(documentId) ?? null;
    const wait = Math.min(options.recheckMs ?? SIGNATURE_RECHECK_MS, remaining);
    if (await condition(() => signed.has(documentId) || stop(), wait)) return signed.get(documentId) ?? null;
    const doc = await readSignatureDocument(documentId);
    if (!doc || doc.status === 'cancelled') return null;
    if (doc.status === 'signed' && doc.signedSha256 && doc.signedAt) {
      const fact = { documentId, signedSha256: doc.signedSha256, signedAt: doc.signedAt };
      signed.set(documentId, fact);
      return fact;
    }
  }
}
