/**
 * Request and answer shapes of the e-signature calls (pharmacy-side §7): the signature request,
 * the signing document, the signing page's request and its signature. Strict.
 */
import { z } from 'zod';

export { SignBody } from '../../../domain/esign/signatures.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const UUID_LIST =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(,[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}){0,19}$/i;

/** POST /ajax/signature_requests. */
export const SignatureRequestBody = z.strictObject({
  document_ids: z.array(z.uuid('not a valid id')).min(1, 'must name a document').max(20),
});

/** GET /ajax/signing_document: document ids comma-separated, and the signer (the caller by default). */
export const SigningDocumentQuery = z.strictObject({
  document_ids: z.string().max(800).regex(UUID_LIST, 'must be document ids separated by commas'),
  user_id: z.uuid('not a valid id').optional(),
});

export const SignatureRequestAnswer = z
  .strictObject({ url: z.string(), test_mode: z.boolean(), signature_request_id: z.uuid() })
  .meta({ id: 'SignatureRequestAnswer' });

export const SigningDocumentAnswer = z
  .strictObject({ url: z.string(), test_mode: z.boolean() })
  .meta({ id: 'SigningDocumentAnswer' });

export const SignatureDocumentSchema = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(['wholesaler_agreement', 'seller_agreement']),
    title: z.string(),
    status: z.enum(['awaiting_signature', 'signed', 'cancelled']),
    original_sha256: z.string(),
    signed_sha256: z.string().nullable(),
    signed_at: z.iso.datetime().nullable(),
    original_url: z.string(),
    signed_url: z.string().nullable(),
  })
  .meta({ id: 'SignatureDocument' });

export const SigningPageSchema = z
  .strictObject({
    signature_request_id: z.uuid(),
    test_mode: z.boolean(),
    consent_text: z.string(),
    return_path: z.string(),
    documents: z.array(SignatureDocumentSchema),
  })
  .meta({ id: 'SigningPage' });

export const SignAnswer = z
  .strictObject({ message: z.string(), signed: z.array(z.uuid()), return_url: z.string() })
  .meta({ id: 'SignAnswer' });
