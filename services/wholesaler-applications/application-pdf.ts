/**
 * The whole application as ONE PDF for the wholesaler (issue 12, supplier-side §7
 * customer_application): a page of the application's data, the signed agreement (verified by its
 * hash first), and the voided cheque (a PDF's pages, or the image on a page), merged with pdf-lib.
 */
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { eq } from 'drizzle-orm';
import type { ApplicationWithNames } from '../../db/queries/wholesaler-applications.ts';
import { signatureDocuments } from '../../db/schema/index.ts';
import { formatCents } from '../../domain/money.ts';
import { pdfSafeText, wrapText } from '../../domain/esign/signatures.ts';
import {
  APPLICATION_ACCOUNT_TYPE_LABELS,
  APPLICATION_STATUS_LABELS,
} from '../../domain/wholesaler-applications/applications.ts';
import { detailsFields, type ApplicationDetails } from '../../domain/wholesaler-applications/details.ts';
import type { EsignDeps } from '../../activities/esign/prepare-agreement.ts';
import { readStored } from '../../activities/esign/stored-bytes.ts';
import { readVerified, type Visitor } from '../esign/verified-download.ts';

const PAGE: [number, number] = [612, 792];

function dataLines(found: ApplicationWithNames): string[] {
  const app = found.application;
  return [
    `Pharmacy: ${found.pharmacyName}`,
    `Wholesaler: ${found.supplierName}`,
    `Account type: ${APPLICATION_ACCOUNT_TYPE_LABELS[app.accountType]}${app.vawd ? ' (VAWD)' : ''}`,
    `Status: ${APPLICATION_STATUS_LABELS[app.status]}`,
    `Submitted: ${app.submittedAt?.toISOString() ?? '-'}`,
    ...(app.status === 'approved'
      ? [`Approved: credit ${formatCents(app.decidedCreditCents ?? 0)} on net ${app.decidedNetDays ?? 0}`]
      : []),
    ...(app.declineReason ? [`Declined: ${app.declineReason}`] : []),
    '',
    ...detailsFields((app.details ?? {}) as Partial<ApplicationDetails>).map(
      (f) => `${f.label}: ${f.value || '-'}`,
    ),
    '',
    `Voided cheque: ${app.chequeFileName ?? '-'}`,
  ];
}

/** The merged application PDF; the signed agreement is refused (409) when its stored bytes were altered. */
export async function applicationPdf(
  deps: EsignDeps,
  found: ApplicationWithNames,
  visitor: Visitor,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafeText(`Customer application: ${found.pharmacyName}`));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - 54;
  page.drawText(pdfSafeText(`Customer application: ${found.pharmacyName}`), {
    x: 54,
    y,
    size: 16,
    font: bold,
  });
  y -= 28;
  for (const line of dataLines(found).flatMap((l) => wrapText(l, 95))) {
    if (y < 54) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - 54;
    }
    page.drawText(line, { x: 54, y, size: 10, font });
    y -= 14;
  }
  const app = found.application;
  if (app.agreementDocumentId) {
    const [doc] = await deps.db
      .select()
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, app.agreementDocumentId));
    if (doc?.signedKey) {
      const signed = await PDFDocument.load(await readVerified(deps, doc, 'signed', visitor));
      for (const copied of await pdf.copyPages(signed, signed.getPageIndices())) pdf.addPage(copied);
    }
  }
  if (app.chequeKey) {
    const bytes = await readStored(deps.files, app.chequeKey);
    const cheque =
      app.chequeContentType === 'application/pdf'
        ? await PDFDocument.load(bytes, { ignoreEncryption: true }).catch(() => null)
        : null;
    if (cheque) {
      for (const copied of await pdf.copyPages(cheque, cheque.getPageIndices())) pdf.addPage(copied);
    } else {
      const chequePage = pdf.addPage(PAGE);
      chequePage.drawText('Voided cheque', { x: 54, y: PAGE[1] - 54, size: 14, font: bold });
      if (app.chequeContentType === 'image/png' || app.chequeContentType === 'image/jpeg') {
        const image =
          app.chequeContentType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
        const size = image.scaleToFit(PAGE[0] - 108, PAGE[1] - 140);
        chequePage.drawImage(image, { x: 54, y: PAGE[1] - 80 - size.height, ...size });
      } else
        // A GIF, or a PDF pdf-lib cannot read: named, not merged.
        chequePage.drawText(
          pdfSafeText(`The file ${app.chequeFileName ?? ''} cannot be placed in this PDF.`),
          {
            x: 54,
            y: PAGE[1] - 80,
            size: 10,
            font,
          },
        );
    }
  }
  return pdf.save();
}
