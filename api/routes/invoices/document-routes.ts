/**
 * The invoice as a document (issue 10 "Found by trying it as a new user": the buyer's order page
 * shows the invoice as a document): its JSON for the printable page, and its PDF. Pharmacy accounts
 * only; the read is keyed by the caller's account, so another pharmacy's invoice is 404.
 */
import { z } from 'zod';
import { invoicePdf } from '../../../services/invoices/invoice-pdf.ts';
import { findInvoiceDocument } from '../../../db/queries/invoice-document.ts';
import { isoDate } from '../../../domain/dates.ts';
import { notFound } from '../../../domain/errors.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { InvoiceDocumentSchema, serializeInvoiceDocument } from './document-serializers.ts';

const area = 'invoices';
const access = ['pharmacy'] as const;
const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

const documentRoute = defineRoute({
  method: 'get',
  path: '/invoices/{id}',
  area,
  access,
  summary: 'One of the pharmacy’s invoices as a document: dates, lines, totals, paid and remaining',
  request: { params: IdParam },
  responses: { 200: jsonContent(InvoiceDocumentSchema, 'The invoice') },
  problems: [404],
});

const pdfRoute = defineRoute({
  method: 'get',
  path: '/invoices/{id}/pdf',
  area,
  access,
  summary: 'One of the pharmacy’s invoices as a PDF (invoice-<number>.pdf)',
  request: { params: IdParam },
  responses: { 200: fileContent('application/pdf', 'invoice-<number>.pdf') },
  problems: [404],
});

export const invoiceDocumentRoutes = createRouter();

addRoute(invoiceDocumentRoutes, documentRoute, async (c) => {
  const { db, now } = c.get('deps');
  const doc = await findInvoiceDocument(db, c.get('caller').account.id, c.req.valid('param').id);
  if (!doc) throw notFound('Invoice');
  return c.json(serializeInvoiceDocument(doc, isoDate(now())), 200);
});

addRoute(invoiceDocumentRoutes, pdfRoute, async (c) => {
  const { db, now } = c.get('deps');
  const { account } = c.get('caller');
  const doc = await findInvoiceDocument(db, account.id, c.req.valid('param').id);
  if (!doc) throw notFound('Invoice');
  const pdf = await invoicePdf(doc, isoDate(now()), account.timeZone);
  return c.body(pdf, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="invoice-${doc.number}.pdf"`,
    'Cache-Control': 'no-store',
  });
});
