/** What the e-signature routes share: the visitor for the audit trail, a document as JSON, a PDF answer. */
import type { Context } from 'hono';
import type { Visitor } from '../../../services/esign/verified-download.ts';
import type { SignatureDocumentRow } from '../../../db/queries/signatures.ts';
import type { AppEnv } from '../../context.ts';
import { clientAddressOf } from '../../client-ip.ts';

/** The caller as the audit trail records them: user, address, user agent (bounded). */
export function visitorOf(c: Context<AppEnv>): Visitor {
  return {
    userId: c.get('caller').user.id,
    ip: clientAddressOf(c) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
  };
}

/** A signature document as the signing page reads it. */
export function serializeSignatureDocument(doc: SignatureDocumentRow) {
  const base = `/api/v1/ajax/signature_documents/${doc.id}`;
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    status: doc.status,
    original_sha256: doc.originalSha256,
    signed_sha256: doc.signedSha256,
    signed_at: doc.signedAt?.toISOString() ?? null,
    original_url: `${base}/original`,
    signed_url: doc.signedKey ? `${base}/signed` : null,
  };
}

/** Verified PDF bytes as an attachment (or inline, for the signing page's viewer). */
export function sendPdf(c: Context<AppEnv>, bytes: Uint8Array, name: string, inline = false) {
  return c.body(bytes as unknown as ArrayBuffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
