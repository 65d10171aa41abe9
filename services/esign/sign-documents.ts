/**
 * Signing a request's documents (issue 12): each original is re-hashed before it is stamped, the
 * stamped PDF (signature, signer, date, IP, document id, original hash, and a certificate page
 * with the audit trail) is stored with its SHA-256, and the row and its `signed` event are written
 * together. The caller signals each document's waiting workflow afterwards.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  findSignatureRequest,
  listSignatureEvents,
  type SignatureDocumentRow,
} from '../../db/queries/signatures.ts';
import { signatureDocuments, signatureEvents, users } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { documentKindOf } from '../../domain/files/document-kind.ts';
import {
  DRAWING_MAX_PIXELS,
  imageTooLargeMessage,
  isOverPixelBudget,
  readImageHeader,
} from '../../domain/files/image-dimensions.ts';
import {
  auditTrailLine,
  CONSENT_TEXT,
  ESIGN_MESSAGES,
  signRefusal,
  stampLines,
  type SignBodyInput,
} from '../../domain/esign/signatures.ts';
import type { Stamp } from '../../activities/esign/agreement-pdf.ts';
import { runPdfTask } from '../documents/pdf-worker.ts';
import type { EsignDeps } from '../../activities/esign/prepare-agreement.ts';
import { readVerified, type Visitor } from './verified-download.ts';
import { sha256Of } from '../../activities/esign/stored-bytes.ts';

export type SignedDocument = {
  documentId: string;
  workflowId: string;
  signedSha256: string;
  signedAt: string;
};

const unreadableDrawing = () => {
  const message = 'The drawn signature could not be read. Please draw it again.';
  return new DomainError('REQUEST_INVALID', message, { fields: { drawing: [message] } });
};

/**
 * The PNG bytes of a drawn signature's data URL; a drawing that is not a PNG, or whose header
 * claims more pixels than a signing pad draws, is the signer's 400 before a pixel is decoded.
 */
function drawingBytes(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  if (documentKindOf(bytes)?.contentType !== 'image/png') throw unreadableDrawing();
  const header = readImageHeader(bytes);
  if (header.status !== 'found') throw unreadableDrawing();
  if (isOverPixelBudget(header, DRAWING_MAX_PIXELS)) {
    const message = imageTooLargeMessage(header, DRAWING_MAX_PIXELS);
    throw new DomainError('REQUEST_INVALID', message, { fields: { drawing: [message] } });
  }
  return bytes;
}

async function signOne(
  deps: EsignDeps,
  doc: SignatureDocumentRow,
  signer: { name: string; email: string },
  signature: SignBodyInput,
  visitor: Visitor,
): Promise<SignedDocument | null> {
  const original = await readVerified(deps, doc, 'original', visitor, { record: false });
  const signedAt = deps.now();
  const lines = stampLines({
    signerName: signer.name,
    signerEmail: signer.email,
    signedAt,
    ip: visitor.ip,
    documentId: doc.id,
    originalSha256: doc.originalSha256,
  });
  const stamp: Stamp =
    signature.mode === 'drawn'
      ? { mode: 'drawn', png: drawingBytes(signature.drawing!), lines }
      : { mode: 'typed', name: signature.typed_name!, lines };
  const trail = (await listSignatureEvents(deps.db, doc.id)).map((e) =>
    auditTrailLine({ ...e, who: e.firstName ? `${e.firstName} ${e.lastName}` : null }),
  );
  trail.push(
    auditTrailLine({ at: signedAt, event: 'signed', who: signer.name, ip: visitor.ip, sha256: null }),
  );
  // Stamped in a worker thread: the drawing is the signer's image (issue 22).
  const certificate = {
    title: 'Certificate of electronic signature',
    lines: [
      `Document: ${doc.title} (${doc.id})`,
      `Signer: ${signer.name} <${signer.email}>`,
      `Signed at: ${signedAt.toISOString()} from IP ${visitor.ip ?? 'unknown'}`,
      `User agent: ${visitor.userAgent ?? 'unknown'}`,
      `Signature: ${signature.mode === 'drawn' ? 'drawn on the signing page' : 'typed name'}`,
      `Consent: ${CONSENT_TEXT}`,
      `SHA-256 of the original: ${doc.originalSha256}`,
      'Audit trail:',
      ...trail,
    ],
  };
  const bytes = await runPdfTask({ kind: 'stamp-signature', original, stamp, certificate }).catch(
    (error: unknown) => {
      // A PNG header over bytes pdf-lib cannot read is still the drawing's fault, not the server's.
      if (stamp.mode === 'drawn') throw unreadableDrawing();
      throw error;
    },
  );
  const signedSha256 = sha256Of(bytes);
  const signedKey = `signatures/${randomUUID()}.pdf`;
  await deps.files.put(signedKey, bytes);
  const won = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(signatureDocuments)
      .set({ status: 'signed', signedKey, signedSha256, signedAt })
      .where(and(eq(signatureDocuments.id, doc.id), eq(signatureDocuments.status, 'awaiting_signature')))
      .returning({ id: signatureDocuments.id });
    if (!updated) return false;
    await tx.insert(signatureEvents).values({
      documentId: doc.id,
      event: 'signed',
      userId: visitor.userId,
      ip: visitor.ip,
      userAgent: visitor.userAgent,
      sha256: signedSha256,
      originalSha256: doc.originalSha256,
      at: signedAt,
    });
    return true;
  });
  if (!won) {
    await deps.files.delete(signedKey); // signed meanwhile by another tab: that signature stands
    return null;
  }
  return { documentId: doc.id, workflowId: doc.workflowId, signedSha256, signedAt: signedAt.toISOString() };
}

/**
 * Signs every document of the account's request that awaits the caller's signature. Another
 * account's request is 404; a request with nothing left to sign, or another signer's document, 409.
 */
export async function signRequestDocuments(
  deps: EsignDeps,
  input: { accountId: string; requestId: string; signature: SignBodyInput; visitor: Visitor },
): Promise<{ signed: SignedDocument[]; returnPath: string }> {
  const found = await findSignatureRequest(deps.db, input.accountId, input.requestId);
  if (!found || found.documents.length === 0) throw notFound(ESIGN_MESSAGES.requestNotFound);
  const pending = found.documents.filter((d) => d.status === 'awaiting_signature');
  if (pending.length === 0) throw new DomainError('RESOURCE_CONFLICT', ESIGN_MESSAGES.nothingToSign);
  for (const doc of pending) {
    const refusal = signRefusal(doc, input.visitor.userId);
    if (refusal) throw new DomainError('RESOURCE_CONFLICT', refusal);
  }
  const [user] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, input.visitor.userId));
  const signer = { name: `${user!.firstName} ${user!.lastName}`, email: user!.email };
  const signed: SignedDocument[] = [];
  for (const doc of pending) {
    const done = await signOne(deps, doc, signer, input.signature, input.visitor);
    if (done) signed.push(done);
  }
  return { signed, returnPath: found.documents[0]!.returnPath };
}
