/**
 * The product's own e-signature (issue 12, pharmacy-side §7): the e-signature request and the
 * signing-document calls answer the signing page's `url` and `test_mode`; the page reads its
 * request, shows the PDFs (re-hashed before they leave) and posts the signature, which stamps and
 * stores each PDF, then signals each document's waiting workflow. Only the signer's account sees
 * its documents: another account's id is 404.
 */
import { openSignatureRequest, viewSignatureRequest } from '../../../services/esign/signature-requests.ts';
import { signRequestDocuments } from '../../../services/esign/sign-documents.ts';
import { readVerified } from '../../../services/esign/verified-download.ts';
import { findSignatureDocument } from '../../../db/queries/signatures.ts';
import { notFound } from '../../../domain/errors.ts';
import {
  CONSENT_TEXT,
  ESIGN_MESSAGES,
  signedReturnUrl,
  signingPageUrl,
} from '../../../domain/esign/signatures.ts';
import { signalDocumentSigned } from '../../../platform/temporal/esign.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { sendPdf, serializeSignatureDocument, visitorOf } from './answers.ts';
import {
  IdParam,
  SignAnswer,
  SignatureRequestAnswer,
  SignatureRequestBody,
  SignBody,
  SigningDocumentAnswer,
  SigningDocumentQuery,
  SigningPageSchema,
} from './schemas.ts';

const area = 'esign';
const access = ['pharmacy'] as const;

const requestRoute = defineRoute({
  method: 'post',
  path: '/ajax/signature_requests',
  area,
  access,
  // Agreements bind the account (wholesaler credit, p2p selling): only its admin signs (issue 22).
  role: 'admin',
  summary: 'Open an e-signature request for the account’s documents: the signing page’s url',
  request: { body: SignatureRequestBody },
  responses: { 200: jsonContent(SignatureRequestAnswer, 'The signing page and the request') },
  problems: [404],
});

const signingDocumentRoute = defineRoute({
  method: 'get',
  path: '/ajax/signing_document',
  area,
  access,
  summary: 'The signing page of documents for a user of the account (the caller by default)',
  request: { query: SigningDocumentQuery },
  responses: { 200: jsonContent(SigningDocumentAnswer, 'The signing page') },
  problems: [404],
});

const pageRoute = defineRoute({
  method: 'get',
  path: '/ajax/signature_requests/{id}',
  area,
  access,
  summary: 'The signing page’s request: its documents, consent text and return path',
  request: { params: IdParam },
  responses: { 200: jsonContent(SigningPageSchema, 'The request and its documents') },
  problems: [404],
});

const signRoute = defineRoute({
  method: 'post',
  path: '/ajax/signature_requests/{id}/sign',
  area,
  access,
  role: 'admin',
  summary: 'Sign the request’s documents with a typed or drawn signature; answers the return url',
  request: { params: IdParam, body: SignBody },
  responses: { 200: jsonContent(SignAnswer, 'Signed; where the page returns') },
  problems: [404, 409],
});

const downloadRoute = (which: 'original' | 'signed') =>
  defineRoute({
    method: 'get',
    path: `/ajax/signature_documents/{id}/${which}`,
    area,
    access,
    summary: `Download the ${which} PDF, verified against its recorded SHA-256`,
    request: { params: IdParam },
    responses: { 200: fileContent('application/pdf', `The ${which} PDF`) },
    problems: [404, 409],
  });

export const esignRoutes = createRouter();

addRoute(esignRoutes, requestRoute, async (c) => {
  const { db, env, now } = c.get('deps');
  const caller = c.get('caller');
  const { id } = await openSignatureRequest(db, {
    accountId: caller.account.id,
    signerUserId: caller.user.id,
    documentIds: c.req.valid('json').document_ids,
    now: now(),
  });
  return c.json({ url: signingPageUrl(id), test_mode: env.esign.testMode, signature_request_id: id }, 200);
});

addRoute(esignRoutes, signingDocumentRoute, async (c) => {
  const { db, env, now } = c.get('deps');
  const caller = c.get('caller');
  const query = c.req.valid('query');
  const { id } = await openSignatureRequest(db, {
    accountId: caller.account.id,
    signerUserId: query.user_id ?? caller.user.id,
    documentIds: query.document_ids.toLowerCase().split(','),
    now: now(),
  });
  return c.json({ url: signingPageUrl(id), test_mode: env.esign.testMode }, 200);
});

addRoute(esignRoutes, pageRoute, async (c) => {
  const { db, env, now } = c.get('deps');
  const found = await viewSignatureRequest(db, {
    accountId: c.get('caller').account.id,
    requestId: c.req.valid('param').id,
    visitor: visitorOf(c),
    now: now(),
  });
  return c.json(
    {
      signature_request_id: found.request.id,
      test_mode: env.esign.testMode,
      consent_text: CONSENT_TEXT,
      return_path: found.documents[0]?.returnPath ?? '/',
      documents: found.documents.map(serializeSignatureDocument),
    },
    200,
  );
});

addRoute(esignRoutes, signRoute, async (c) => {
  const { db, ports, now, temporal, logger } = c.get('deps');
  const result = await signRequestDocuments(
    { db, files: ports.files, now },
    {
      accountId: c.get('caller').account.id,
      requestId: c.req.valid('param').id,
      signature: c.req.valid('json'),
      visitor: visitorOf(c),
    },
  );
  for (const doc of result.signed) {
    try {
      await signalDocumentSigned(temporal.client, doc.workflowId, {
        documentId: doc.documentId,
        signedSha256: doc.signedSha256,
        signedAt: doc.signedAt,
      });
    } catch (error) {
      // The waiting workflow re-reads the document's status: a lost signal delays, never strands.
      logger.warn('documentSigned signal not delivered', { error, documentId: doc.documentId });
    }
  }
  const ids = result.signed.map((d) => d.documentId);
  return c.json(
    { message: ESIGN_MESSAGES.signed, signed: ids, return_url: signedReturnUrl(result.returnPath, ids) },
    200,
  );
});

for (const which of ['original', 'signed'] as const)
  addRoute(esignRoutes, downloadRoute(which), async (c) => {
    const { db, ports, now } = c.get('deps');
    const doc = await findSignatureDocument(db, c.get('caller').account.id, c.req.valid('param').id);
    if (!doc) throw notFound(ESIGN_MESSAGES.notFound);
    const bytes = await readVerified({ db, files: ports.files, now }, doc, which, visitorOf(c));
    return sendPdf(c, bytes, `${which}-${doc.id}.pdf`, which === 'original');
  });
