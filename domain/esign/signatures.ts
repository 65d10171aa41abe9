/**
 * The product's own e-signature (issue 12, pharmacy-side §7): what a signer sends, the texts the
 * stamp and the certificate carry, and the rules a download and a return path follow. Pure.
 */
import { z } from 'zod';

export type SignatureDocumentKind = 'wholesaler_agreement' | 'seller_agreement';
export type SignatureDocumentStatus = 'awaiting_signature' | 'signed' | 'cancelled';
export type SignatureEventKind = 'requested' | 'viewed' | 'signed' | 'downloaded' | 'verification_failed';

export const ESIGN_MESSAGES = {
  notFound: 'Signature document',
  requestNotFound: 'Signature request',
  alreadySigned: 'This document is already signed.',
  cancelled: 'This document was cancelled and cannot be signed.',
  nothingToSign: 'Every document of this request is already signed.',
  otherSigner: 'This document awaits the signature of another user of your account.',
  notSigned: 'This document is not signed yet.',
  tampered: 'The stored document does not match its recorded fingerprint; it was not sent.',
  consent: 'Please agree to sign electronically.',
  signed: 'Your signature was applied.',
} as const;

/** What the signer agrees to before signing (shown on the page and printed on the certificate). */
export const CONSENT_TEXT =
  'I agree that my typed or drawn signature below is the electronic equivalent of my handwritten signature on these documents, and that I have read them.';

/** The largest drawn signature accepted: a PNG data URL of the canvas. */
export const DRAWING_MAX_CHARS = 400_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** The signing page's post: a typed name or a drawn image, with consent. */
export const SignBody = z
  .object({
    mode: z.enum(['typed', 'drawn']),
    typed_name: z.string().trim().min(2).max(100).optional(),
    drawing: z.string().max(DRAWING_MAX_CHARS).regex(PNG_DATA_URL, 'must be a PNG data URL').optional(),
    consent: z.boolean(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.consent) ctx.addIssue({ code: 'custom', path: ['consent'], message: ESIGN_MESSAGES.consent });
    if (body.mode === 'typed' && !body.typed_name)
      ctx.addIssue({ code: 'custom', path: ['typed_name'], message: 'Please type your full name.' });
    if (body.mode === 'drawn' && !body.drawing)
      ctx.addIssue({ code: 'custom', path: ['drawing'], message: 'Please draw your signature.' });
  });
export type SignBodyInput = z.infer<typeof SignBody>;

/** Whether a document may be signed now by `userId`; the refusal's message otherwise. */
export function signRefusal(
  doc: { status: SignatureDocumentStatus; signerUserId: string },
  userId: string,
): string | null {
  if (doc.status === 'signed') return ESIGN_MESSAGES.alreadySigned;
  if (doc.status === 'cancelled') return ESIGN_MESSAGES.cancelled;
  if (doc.signerUserId !== userId) return ESIGN_MESSAGES.otherSigner;
  return null;
}

/** True when the stored bytes' hash is the one recorded (hex, case-insensitive). */
export function hashMatches(recorded: string | null, actual: string): boolean {
  return recorded !== null && recorded.toLowerCase() === actual.toLowerCase();
}

/** A return path is a path of this site (no scheme, no host, no `//`), or the signing is refused. */
export function isSafeReturnPath(path: string): boolean {
  return /^\/(?![/\\])[\w\-./?=&%,:]*$/.test(path) && path.length <= 500;
}

/** Where the signing page returns: the document's return path with `signed=<ids>`. */
export function signedReturnUrl(returnPath: string, signedIds: readonly string[]): string {
  const separator = returnPath.includes('?') ? '&' : '?';
  return `${returnPath}${separator}signed=${signedIds.join(',')}`;
}

/** The SPA page where the signer reads and signs a request's documents. */
export const signingPageUrl = (requestId: string) => `/esign/${requestId}`;

/**
 * Text the standard PDF fonts can draw (WinAnsi): other characters become '?', control characters
 * a space. User data reaches the PDF only through this.
 */
export function pdfSafeText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

/** Splits text into lines of at most `width` characters, at spaces where it can. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\s*\n\s*/).map(pdfSafeText)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      for (let rest = word; rest.length > 0;) {
        const piece = rest.slice(0, width);
        rest = rest.slice(width);
        const candidate = line ? `${line} ${piece}` : piece;
        if (candidate.length <= width) line = candidate;
        else {
          lines.push(line);
          line = piece;
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The lines stamped under the signature on the document's last page. */
export function stampLines(input: {
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  ip: string | null;
  documentId: string;
  originalSha256: string;
}): string[] {
  return [
    `Signed electronically by ${input.signerName} <${input.signerEmail}>`,
    `Date: ${input.signedAt.toISOString()}   IP: ${input.ip ?? 'unknown'}`,
    `Document ${input.documentId}`,
    `Original SHA-256: ${input.originalSha256}`,
  ].map(pdfSafeText);
}

/** One line of the certificate page's audit trail. */
export function auditTrailLine(event: {
  at: Date;
  event: SignatureEventKind;
  who: string | null;
  ip: string | null;
  sha256: string | null;
}): string {
  const hash = event.sha256 ? ` sha256 ${event.sha256.slice(0, 16)}...` : '';
  return pdfSafeText(
    `${event.at.toISOString()}  ${event.event}  ${event.who ?? 'system'}  ip ${event.ip ?? '-'}${hash}`,
  );
}
