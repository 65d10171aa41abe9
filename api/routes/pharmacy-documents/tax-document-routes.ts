/**
 * The pharmacy's tax-exempt and resale certificates (pharmacy-side §2 /pharmacy/tax_documents and
 * /pharmacy/documents/load_document_form): the form's choices, the list, the upload (multipart:
 * `kind`, optional `state_code`, `file` — a PDF or an image by its magic bytes, ≤ 10 MB), the
 * download and the delete.
 */
import { asc } from 'drizzle-orm';
import { addTaxDocument, deleteTaxDocument } from '../../../services/pharmacy-documents/tax-documents.ts';
import { findTaxDocument, listTaxDocuments } from '../../../db/queries/tax-documents.ts';
import { states } from '../../../db/schema/index.ts';
import { notFound } from '../../../domain/errors.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, FILE_MESSAGES } from '../../../domain/files/document-kind.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { discardUploads, receiveMultipartForm } from '../../uploads/read-form.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import { fieldRefused } from '../../uploads/store-file-part.ts';
import {
  DocumentFormSchema,
  IdParam,
  MessageSchema,
  TaxDocumentAnswerSchema,
  TaxDocumentListSchema,
} from './schemas.ts';

const area = 'pharmacy-documents';
const access = ['pharmacy'] as const;

export const TAX_DOCUMENT_UPLOAD_PATH = '/api/v1/pharmacy/tax_documents';
const KINDS = [
  { value: 'tax_exempt', label: 'Tax-exempt certificate' },
  { value: 'resale', label: 'Resale certificate' },
] as const;

const formRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/documents/load_document_form',
  area,
  access,
  summary: 'The tax document form’s choices: kinds, states, accepted files',
  responses: { 200: jsonContent(DocumentFormSchema, 'The form') },
});

const listRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/tax_documents',
  area,
  access,
  summary: 'The pharmacy’s tax-exempt and resale certificates, newest first',
  responses: { 200: jsonContent(TaxDocumentListSchema, 'The documents') },
});

const uploadRoute = defineRoute({
  method: 'post',
  path: '/pharmacy/tax_documents',
  rateLimit: 'documents',
  area,
  access,
  summary: 'Upload a tax-exempt or resale certificate',
  request: {
    upload: {
      kind: { type: 'text', description: 'tax_exempt or resale' },
      state_code: { type: 'text', description: 'The state it is for (two letters), optional' },
      file: { type: 'file', description: 'A PDF or an image, at most 10 MB' },
    },
  },
  responses: { 201: jsonContent(TaxDocumentAnswerSchema, 'The document is kept') },
});

const downloadRoute = defineRoute({
  method: 'get',
  path: '/pharmacy/tax_documents/{id}',
  area,
  access,
  summary: 'Download one of the pharmacy’s tax documents',
  request: { params: IdParam },
  responses: { 200: fileContent(DOCUMENT_TYPES, 'The PDF or image') },
  problems: [404],
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/pharmacy/tax_documents/{id}',
  area,
  access,
  summary: 'Delete one of the pharmacy’s tax documents',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Deleted') },
  problems: [404],
});

type Row = Awaited<ReturnType<typeof listTaxDocuments>>[number];
const serialize = ({ document: d, stateCode }: Row) => ({
  id: d.id,
  kind: d.kind,
  state_code: stateCode,
  file_name: d.fileName,
  size_bytes: d.sizeBytes,
  created_at: d.createdAt.toISOString(),
});

export const taxDocumentRoutes = createRouter();

addRoute(taxDocumentRoutes, formRoute, async (c) => {
  const rows = await c
    .get('deps')
    .db.select({ code: states.code, name: states.name })
    .from(states)
    .orderBy(asc(states.name));
  return c.json(
    { kinds: [...KINDS], states: rows, max_bytes: DOCUMENT_MAX_BYTES, accept: '.pdf,.jpg,.jpeg,.png,.gif' },
    200,
  );
});

addRoute(taxDocumentRoutes, listRoute, async (c) => {
  const rows = await listTaxDocuments(c.get('deps').db, c.get('caller').account.id);
  return c.json({ data: rows.map(serialize) }, 200);
});

addRoute(taxDocumentRoutes, uploadRoute, async (c) => {
  const { db, now, ports } = c.get('deps');
  const accountId = c.get('caller').account.id;
  const form = await receiveMultipartForm(c, ports.files, {
    files: { file: { folder: 'tax_documents', maxFiles: 1, maxBytes: DOCUMENT_MAX_BYTES } },
    maxParts: 3,
    maxFieldBytes: 32,
  });
  try {
    const stray = Object.keys(form.fields).find((name) => name !== 'kind' && name !== 'state_code');
    if (stray) throw fieldRefused(stray, 'is not a permitted field');
    const kind = form.fields.kind?.[0];
    if (kind !== 'tax_exempt' && kind !== 'resale')
      throw fieldRefused('kind', 'Please choose the kind of document.');
    const [file] = form.files.file ?? [];
    if (!file) throw fieldRefused('file', FILE_MESSAGES.noFile);
    const row = await addTaxDocument(db, {
      accountId,
      kind,
      stateCode: form.fields.state_code?.[0] || null,
      file,
      now: now(),
    });
    const view = await findTaxDocument(db, accountId, row.id);
    return c.json({ message: 'Your document was uploaded.', document: serialize(view!) }, 201);
  } catch (error) {
    await discardUploads(ports.files, form);
    throw error;
  }
});

addRoute(taxDocumentRoutes, downloadRoute, async (c) => {
  const row = await findTaxDocument(c.get('deps').db, c.get('caller').account.id, c.req.valid('param').id);
  if (!row) throw notFound('Document');
  return sendStoredFile(c, row.document);
});

addRoute(taxDocumentRoutes, deleteRoute, async (c) => {
  const { db, now, ports } = c.get('deps');
  await deleteTaxDocument(
    { db, files: ports.files },
    { accountId: c.get('caller').account.id, id: c.req.valid('param').id, now: now() },
  );
  return c.json({ message: 'The document was deleted.' }, 200);
});
